import type * as React from "react";
import { useT } from "../../i18n";
import { dashboardMessages } from "../../i18n/messages/dashboard";
import { BlockCard } from "./BlockCard";
import type { QuickTool } from "./types";

export type QuickToolsCardProps = {
  tools: readonly QuickTool[];
  onOpen: (tool: QuickTool) => void;
};

/** Ten shortcut tiles; each opens its page (the page decides about tiles without a route). */
export function QuickToolsCard({ tools, onOpen }: QuickToolsCardProps) {
  const t = useT(dashboardMessages);
  return (
    <BlockCard title={t("toolsTitle")} tour="tools" labelledBy="dash-tools">
      <ul className="grid flex-1 grid-cols-3 gap-2 sm:grid-cols-5">
        {tools.map((tool) => (
          <li key={tool.key}>
            <a
              href={tool.path ?? "#"}
              onClick={(e) => {
                if (tool.path && (e.metaKey || e.ctrlKey || e.shiftKey)) return;
                e.preventDefault();
                onOpen(tool);
              }}
              className="group flex h-full flex-col items-center justify-center gap-2 rounded-md px-1 py-3 text-center text-sm text-neutral-800 transition-colors hover:bg-brand-50 hover:text-brand"
            >
              <span className="grid size-10 place-items-center rounded-full bg-brand-50 text-brand transition-colors group-hover:bg-brand group-hover:text-white">
                <ToolIcon name={tool.icon} />
              </span>
              <span className="leading-5">{t(tool.key)}</span>
            </a>
          </li>
        ))}
      </ul>
    </BlockCard>
  );
}

const PATHS: Record<QuickTool["icon"], React.ReactNode> = {
  track: (
    <>
      <circle cx="10" cy="9" r="3" />
      <path d="M10 17s-5.5-4.6-5.5-8.5a5.5 5.5 0 0 1 11 0C15.5 12.4 10 17 10 17z" />
    </>
  ),
  inquiry: (
    <>
      <path d="M5 3.5h7l3 3v10H5z" />
      <path d="M8 9h5M8 12h5M8 6h2" />
    </>
  ),
  airport: (
    <>
      <path d="M3 16.5h14" />
      <path d="M5 16.5V9h10v7.5M8 9V5.5h4V9" />
      <path d="M10 3v2.5" />
    </>
  ),
  tact: (
    <>
      <rect x="3.5" y="4" width="13" height="12" rx="1.5" />
      <path d="M3.5 8h13M8 8v8" />
    </>
  ),
  tariff: (
    <>
      <path d="M4 10.5 10.5 4H16v5.5L9.5 16z" />
      <circle cx="13" cy="7" r="1" />
    </>
  ),
  airline: (
    <path d="M2.5 11.5 17 6.5l-1.5-1.5-5 1.5L6 3.5 4.5 4l3 4-3.5 1.5L3 8.5l-1 1z M6 16.5h8" />
  ),
  seaport: (
    <>
      <path d="M10 3.5v10M7 6.5h6" />
      <path d="M4 11.5a6 6 0 0 0 12 0" />
    </>
  ),
  ship: (
    <>
      <path d="M3 12.5h14l-2 4H5z" />
      <path d="M6 12.5v-4h8v4M9 8.5v-3h2" />
    </>
  ),
  flight: (
    <>
      <circle cx="10" cy="10" r="6.5" />
      <path d="M10 6v4l2.5 2" />
    </>
  ),
  rates: (
    <>
      <path d="M4 16V9M8 16V5M12 16v-5M16 16V7" />
    </>
  ),
};

function ToolIcon({ name }: { name: QuickTool["icon"] }) {
  return (
    <svg
      viewBox="0 0 20 20"
      className="size-5"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {PATHS[name]}
    </svg>
  );
}
