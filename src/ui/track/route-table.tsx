import { EMPTY_DISPLAY, formatDateTime } from "../../domain/format";
import type { AwbRouteApiRoute } from "../../domain/order-track";
import { describeDelay } from "../../domain/share-view";
import { routeDelays } from "../../domain/track-events";
import { useLang, useT } from "../../i18n";
import { shareMessages } from "../../i18n/messages/share";
import { shareDetailMessages } from "../../i18n/messages/share-details";
import { cn } from "../cn";
import { AlertIcon, ArrowIcon } from "../icons";

export type RouteTableProps = { legs: AwbRouteApiRoute[] };

function DelayTag({ minutes }: { minutes: number | null }) {
  const td = useT(shareDetailMessages);
  const delay = describeDelay(minutes);
  if (!delay) return null;
  if (delay.kind === "onTime") {
    return (
      <span className="rounded-sm bg-green-50 px-1.5 text-xs leading-5 font-medium text-green-800">
        {td("onTime")}
      </span>
    );
  }
  const parts = [
    delay.hours ? td("hours", { h: delay.hours }) : "",
    delay.minutes ? td("minutes", { m: delay.minutes }) : "",
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <span
      className={cn(
        "rounded-sm px-1.5 text-xs leading-5 font-medium",
        delay.kind === "late" ? "bg-red-50 text-red-700" : "bg-green-50 text-green-800",
      )}
    >
      {td(delay.kind, { d: parts })}
    </span>
  );
}

function Times({
  title,
  scheduled,
  estimated,
  actual,
  delay,
}: {
  title: string;
  scheduled: string | null | undefined;
  estimated: string | null | undefined;
  actual: string | null | undefined;
  delay: number | null;
}) {
  const td = useT(shareDetailMessages);
  const lang = useLang();
  const rows: [string, string | null | undefined, boolean][] = [
    [td("scheduled"), scheduled, false],
    [td("estimated"), estimated, !actual],
    [td("actual"), actual, true],
  ];
  return (
    <div className="min-w-0">
      <div className="mb-1 flex items-center gap-2">
        <h4 className="text-xs font-semibold text-neutral-700">{title}</h4>
        <DelayTag minutes={delay} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 text-xs tabular-nums">
        {rows.map(([label, value, strong]) => (
          <div key={label} className="contents">
            <dt className="text-neutral-600">{label}</dt>
            <dd
              className={cn(
                value && strong ? "font-semibold text-neutral-900" : "text-neutral-700",
              )}
            >
              {formatDateTime(value, lang)}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * One card per flight leg: route, flight, piece/weight, and planned, estimated and actual
 * departure and arrival with the delay. A leg's error message shows in red.
 */
export function RouteTable({ legs }: RouteTableProps) {
  const t = useT(shareMessages);
  const td = useT(shareDetailMessages);
  return (
    <div data-slot="route-table">
      <h3 className="mb-2 text-sm font-semibold text-neutral-800">{td("routes")}</h3>
      <ol className="flex flex-col gap-2">
        {legs.map((leg, index) => {
          const delays = routeDelays(leg);
          const [from, to] = leg.route?.split("-") ?? [leg.depPort, leg.arrPort];
          return (
            <li
              key={index}
              data-error={leg.errorMessage ? true : undefined}
              className={cn(
                "rounded-md border p-3",
                leg.errorMessage ? "border-red-200 bg-red-50/40" : "border-neutral-200",
              )}
            >
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="flex items-center gap-1 font-mono text-sm font-semibold text-neutral-900">
                  <span className="sr-only">{td("route")}</span>
                  {from ?? EMPTY_DISPLAY}
                  <ArrowIcon className="size-3.5 text-neutral-500" />
                  {to ?? EMPTY_DISPLAY}
                </span>
                <span className="rounded-sm bg-neutral-100 px-1.5 font-mono text-xs leading-5 text-neutral-800">
                  <span className="sr-only">{t("flight")} </span>
                  {leg.flightNo || EMPTY_DISPLAY}
                </span>
                <span className="ml-auto text-xs text-neutral-700 tabular-nums">
                  <span className="sr-only">{t("pieceWeight")} </span>
                  {leg.pieceWeightInfo || EMPTY_DISPLAY}
                </span>
              </div>
              <div className="mt-2 grid grid-cols-1 gap-3 min-[360px]:grid-cols-2">
                <Times
                  title={td("departureTime")}
                  scheduled={leg.planDepartureTime}
                  estimated={leg.estimatedDepartureTime}
                  actual={leg.actualDepartureTime}
                  delay={delays.departure}
                />
                <Times
                  title={td("arrivalTime")}
                  scheduled={leg.planArrivalTime}
                  estimated={leg.estimatedArrivalTime}
                  actual={leg.actualArrivalTime}
                  delay={delays.arrival}
                />
              </div>
              {leg.errorMessage ? (
                <p
                  role="note"
                  className="mt-2 flex items-start gap-1.5 text-sm font-medium text-red-700"
                >
                  <AlertIcon className="mt-0.5 size-4 shrink-0" />
                  {leg.errorMessage}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
