import type { Meta, StoryObj } from "@storybook/react-vite";
import { Badge, CountBadge } from "../../src/ui/badge";

const meta = {
  title: "UI/Badge",
  component: Badge,
  args: { children: "已订舱" },
  decorators: [
    (Story) => (
      <div className="p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const TONES = [
  ["neutral", "草稿"],
  ["brand", "已订舱"],
  ["success", "已签收"],
  ["warning", "待补料"],
  ["danger", "已退运"],
  ["count", "12"],
] as const;

export const AllTones: Story = {
  render: () => (
    <div className="flex flex-col gap-3">
      {TONES.map(([tone, text]) => (
        <div key={tone} className="flex items-center gap-3">
          <span className="w-16 text-xs text-neutral-600">{tone}</span>
          <Badge tone={tone}>{text}</Badge>
        </div>
      ))}
    </div>
  ),
};

/** 0 renders nothing, 7 reads 7, 120 is capped to 99+ while the label keeps the real count. */
export const Counts: Story = {
  render: () => (
    <div className="flex flex-col gap-3 text-sm text-neutral-800">
      {[0, 7, 120].map((count) => (
        <div key={count} className="flex items-center gap-2">
          <span className="w-24 text-xs text-neutral-600">count={count}</span>
          <span>未读消息</span>
          <CountBadge count={count} label="未读消息" />
        </div>
      ))}
    </div>
  ),
};

export const CountOnIcon: Story = {
  render: () => (
    <button
      type="button"
      className="relative mt-3 grid size-10 place-items-center rounded border border-neutral-300 bg-white text-neutral-700"
    >
      <span className="sr-only">消息</span>
      <svg viewBox="0 0 20 20" className="size-5" fill="none" aria-hidden="true">
        <path
          d="M4 8a6 6 0 1112 0v4l1.5 2.5h-15L4 12z M8 17a2 2 0 004 0"
          stroke="currentColor"
          strokeWidth="1.5"
        />
      </svg>
      <CountBadge count={120} label="未读消息" className="absolute -top-2 -right-3" />
    </button>
  ),
};
