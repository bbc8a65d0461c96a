import * as React from "react";
import { cargoText, EMPTY_DISPLAY, formatDateTime, parseDateTime } from "../../domain/format";
import type { RouteTrackEvent } from "../../domain/order-track";
import {
  currentTrack,
  isMilestoneCode,
  MILESTONE_NAMES,
  type Milestone,
  SURFACE_EVENT_NAMES_EN,
} from "../../domain/track-events";
import { useLang, useT } from "../../i18n";
import { shareMessages } from "../../i18n/messages/share";
import { shareDetailMessages } from "../../i18n/messages/share-details";
import { cn } from "../cn";
import { CheckIcon, ClockIcon } from "../icons";

export type TrackTimelineProps = {
  events: RouteTrackEvent[];
  /**
   * Air events carry IATA codes whose names are translated; sea and road codes known to
   * SURFACE_EVENT_NAMES_EN are too; any other shows the server's name.
   */
  kind: "air" | "sea" | "road";
  /** The next expected milestone (air), with its expected time when known. */
  next?: { milestone: Milestone; time: string } | null;
  defaultExpanded?: boolean;
};

function useEventName(kind: TrackTimelineProps["kind"]) {
  const lang = useLang();
  return (event: RouteTrackEvent) => {
    const code = (event.flightStatusCode ?? "").trim().toUpperCase();
    if (kind === "air" && lang === "en-US" && isMilestoneCode(code))
      return MILESTONE_NAMES[code].en;
    const surface = kind !== "air" && lang === "en-US" ? SURFACE_EVENT_NAMES_EN[code] : undefined;
    if (surface) return surface;
    return event.flightStatusName?.trim() || code || EMPTY_DISPLAY;
  };
}

/** Newest first; events without a readable time go last. */
function newestFirst(events: RouteTrackEvent[]): RouteTrackEvent[] {
  return events
    .map((event, index) => ({ event, index, at: parseDateTime(event.eventTime) ?? -Infinity }))
    .sort((a, b) => b.at - a.at || b.index - a.index)
    .map((x) => x.event);
}

/**
 * The current status in large type (code, name, place, time), the next milestone, and the full
 * event list behind a details toggle.
 */
export function TrackTimeline({ events, kind, next, defaultExpanded = false }: TrackTimelineProps) {
  const t = useT(shareMessages);
  const td = useT(shareDetailMessages);
  const lang = useLang();
  const name = useEventName(kind);
  const [expanded, setExpanded] = React.useState(defaultExpanded);
  const listId = React.useId();
  const current = currentTrack(events);
  const ordered = React.useMemo(() => newestFirst(events), [events]);
  if (!current) return null;
  const cargo = cargoText(current.event.quantity, current.event.grossWeight, lang);
  const delivered = kind === "air" && current.statusCode === "DLV";
  return (
    <div data-slot="track-timeline" className="flex flex-col gap-3">
      <div className="rounded-md border border-brand-100 bg-brand-50 p-3">
        <p className="text-xs text-brand-700">{td("currentStatus")}</p>
        <div className="mt-1 flex flex-wrap items-center gap-2">
          {current.statusCode ? (
            <span
              className="rounded-sm bg-brand px-1.5 font-mono text-xs leading-5 font-semibold text-white"
              title={td("statusCode")}
            >
              {current.statusCode}
            </span>
          ) : null}
          <span className="text-lg font-semibold text-neutral-900">{name(current.event)}</span>
        </div>
        <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
          <div>
            <dt className="text-xs text-neutral-600">
              {kind === "air" ? td("airport") : td("location")}
            </dt>
            <dd className="font-medium text-neutral-900">{current.airport || EMPTY_DISPLAY}</dd>
          </div>
          <div>
            <dt className="text-xs text-neutral-600">{td("time")}</dt>
            <dd className="font-medium text-neutral-900 tabular-nums">
              {formatDateTime(current.time, lang)}
            </dd>
          </div>
          {current.event.flightNum ? (
            <div>
              <dt className="text-xs text-neutral-600">
                {kind === "air" ? t("flight") : kind === "sea" ? t("vessel") : t("plate")}
              </dt>
              <dd className="font-medium text-neutral-900">{current.event.flightNum}</dd>
            </div>
          ) : null}
          {cargo !== EMPTY_DISPLAY ? (
            <div>
              <dt className="text-xs text-neutral-600">{t("pieceWeight")}</dt>
              <dd className="font-medium text-neutral-900 tabular-nums">{cargo}</dd>
            </div>
          ) : null}
        </dl>
        {delivered ? (
          <p className="mt-2 flex items-center gap-1.5 text-sm font-medium text-green-800">
            <CheckIcon className="size-4" />
            {td("delivered")}
          </p>
        ) : next ? (
          <p className="mt-2 flex flex-wrap items-center gap-1.5 border-t border-brand-100 pt-2 text-sm text-neutral-800">
            <ClockIcon className="size-4 text-brand" />
            <span className="text-neutral-600">{td("nextMilestone")}</span>
            <span className="font-mono text-xs font-semibold text-brand-700">
              {next.milestone.code}
            </span>
            <span className="font-medium">
              {lang === "en-US" ? next.milestone.nameEn : next.milestone.nameZh}
            </span>
            {next.time ? (
              <span className="text-neutral-700 tabular-nums">
                · {td("expectedAt", { time: formatDateTime(next.time, lang) })}
              </span>
            ) : null}
          </p>
        ) : null}
      </div>

      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded(!expanded)}
        className="self-start text-sm font-medium text-brand underline-offset-4 hover:underline"
      >
        {expanded ? td("hideDetails") : `${td("details")} (${events.length})`}
      </button>

      <ol id={listId} hidden={!expanded} className="relative ml-1.5 border-l-2 border-neutral-200">
        {expanded
          ? ordered.map((event, index) => (
              <li
                key={`${event.trackAwbId ?? ""}-${event.eventTime ?? ""}-${index}`}
                className="relative pb-3 pl-5 last:pb-0"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    "absolute top-1.5 -left-[7px] size-3 rounded-full border-2 border-white",
                    index === 0 ? "bg-brand" : "bg-neutral-400",
                  )}
                />
                <div className="flex flex-wrap items-baseline gap-x-2">
                  {event.flightStatusCode ? (
                    <span className="font-mono text-xs font-semibold text-brand-700">
                      {event.flightStatusCode}
                    </span>
                  ) : null}
                  <span className="text-sm font-medium text-neutral-900">{name(event)}</span>
                  <span className="ml-auto text-xs text-neutral-600 tabular-nums">
                    {formatDateTime(event.eventTime, lang)}
                  </span>
                </div>
                <p className="mt-0.5 text-xs text-neutral-700">
                  {[
                    event.remark,
                    event.flightNum,
                    cargoText(event.quantity, event.grossWeight, lang) === EMPTY_DISPLAY
                      ? ""
                      : cargoText(event.quantity, event.grossWeight, lang),
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
              </li>
            ))
          : null}
      </ol>
    </div>
  );
}
