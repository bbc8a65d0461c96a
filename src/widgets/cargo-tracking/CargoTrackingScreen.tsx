import * as React from "react";
import type {
  CargoTrackingAnswer,
  TrackedOrder,
  TrackingResult,
} from "../../contract/cargo-tracking";
import { EMPTY_DISPLAY, formatDateTime } from "../../domain/format";
import { ORDER_PAGE_PATH } from "../../domain/order";
import { useLang, useT } from "../../i18n";
import { cargoTrackingMessages } from "../../i18n/messages/cargo-tracking";
import { Button } from "../../ui/button";
import { LoadState } from "../../ui/load-state";
import type { Loadable } from "../../ui/loadable";
import { Textarea } from "../../ui/textarea";
import { ManifestDialog } from "../../ui/track/manifest-dialog";
import { RouteTrackDialog } from "../../ui/track/route-track-dialog";

export type CargoTrackingScreenProps = {
  text: string;
  onTextChange: (text: string) => void;
  onSubmit: () => void;
  /** null before the first search. */
  result: Loadable<CargoTrackingAnswer> | null;
  /** A problem with the typed numbers (too many, none), shown under the box. */
  problem: string | null;
  onRetry: () => void;
  /** Stories: a dialog open at first. */
  initialDialog?: OpenDialog;
};

export type OpenDialog = { kind: "route" | "manifest"; result: number; order: number };

const billOf = (o: TrackedOrder) => o.awbNumber || o.mlbNumber || o.hawbNumber || o.orderCode;

function OrderCard({
  order,
  onOpen,
}: {
  order: TrackedOrder;
  onOpen: (kind: OpenDialog["kind"]) => void;
}) {
  const t = useT(cargoTrackingMessages);
  const lang = useLang();
  return (
    <div className="flex flex-col gap-2 rounded-md border border-neutral-200 bg-white p-3">
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1 text-sm">
        <span className="rounded-sm bg-green-50 px-1.5 text-xs leading-5 font-medium text-green-800">
          {t("ours")}
        </span>
        <span>
          <span className="text-neutral-600">{t("orderCode")} </span>
          <span className="font-mono font-medium text-neutral-900">{order.orderCode}</span>
        </span>
        <span>
          <span className="text-neutral-600">{t("route")} </span>
          <span className="font-medium text-neutral-900">
            {[order.departure, order.arrival].filter(Boolean).join(" → ") || EMPTY_DISPLAY}
          </span>
        </span>
      </div>
      <p className="text-sm">
        <span className="text-neutral-600">{t("currentStatus")} </span>
        {order.status ? (
          <>
            {order.status.code ? (
              <span className="mr-1.5 rounded-sm bg-brand px-1.5 font-mono text-xs leading-5 font-semibold text-white">
                {order.status.code}
              </span>
            ) : null}
            <span className="font-medium text-neutral-900">{order.status.name}</span>
            <span className="text-neutral-700">
              {" · "}
              {order.status.place || EMPTY_DISPLAY}
              {" · "}
              <span className="tabular-nums">{formatDateTime(order.status.time, lang)}</span>
            </span>
          </>
        ) : (
          <span className="text-neutral-700">{t("noStatus")}</span>
        )}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => onOpen("route")}>
          {t("routeTrack")}
        </Button>
        <Button size="sm" variant="outline" onClick={() => onOpen("manifest")}>
          {t("manifestDetail")}
        </Button>
        {order.orderUuid ? (
          <a
            href={`${ORDER_PAGE_PATH}?uuid=${order.orderUuid}`}
            className="inline-flex items-center px-2 text-sm text-brand underline-offset-2 hover:underline"
          >
            {t("openOrder")}
          </a>
        ) : null}
      </div>
    </div>
  );
}

function ResultItem({
  result,
  onOpen,
}: {
  result: TrackingResult;
  onOpen: (order: number, kind: OpenDialog["kind"]) => void;
}) {
  const t = useT(cargoTrackingMessages);
  const lang = useLang();
  const carrier = result.carrier;
  const carrierName = carrier ? (lang === "zh-CN" && carrier.nameZh) || carrier.nameEn : "";
  return (
    <li className="flex flex-col gap-2">
      <h2 className="flex flex-wrap items-baseline gap-2">
        <span className="text-xs text-neutral-600">{t(`kind_${result.kind}`)}</span>
        <span className="font-mono text-base font-semibold break-all text-neutral-900">
          {result.number}
        </span>
      </h2>
      {result.orders.length > 0 ? (
        result.orders.map((order, i) => (
          <OrderCard
            key={`${order.orderCode}-${i}`}
            order={order}
            onOpen={(kind) => onOpen(i, kind)}
          />
        ))
      ) : (
        <div className="flex flex-wrap items-center gap-3 rounded-md border border-dashed border-neutral-300 bg-white p-3 text-sm">
          <span className="rounded-sm bg-neutral-100 px-1.5 text-xs leading-5 text-neutral-700">
            {t("notOurs")}
          </span>
          {carrier ? (
            <>
              <span className="text-neutral-900">
                <span className="font-mono font-medium">{carrier.code}</span> {carrierName}
              </span>
              {carrier.trackingUrl ? (
                <a
                  href={carrier.trackingUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-brand underline-offset-2 hover:underline"
                >
                  {t("carrierSite", { name: carrierName })}
                </a>
              ) : null}
            </>
          ) : (
            <span className="text-neutral-700">{t("unknownCarrier")}</span>
          )}
        </div>
      )}
    </li>
  );
}

/** /newCargoTracking: up to ten numbers; our orders with their dialogs, others' carriers. */
export function CargoTrackingScreen(props: CargoTrackingScreenProps) {
  const t = useT(cargoTrackingMessages);
  const [dialog, setDialog] = React.useState<OpenDialog | null>(props.initialDialog ?? null);
  const boxId = React.useId();
  const problemId = `${boxId}-problem`;
  const answer = props.result?.status === "ready" ? props.result.data : null;
  const order = dialog && answer ? answer[dialog.result]?.orders[dialog.order] : undefined;
  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };
  return (
    <div
      data-slot="cargo-tracking-screen"
      className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-5 sm:px-6"
    >
      <div>
        <h1 className="text-xl font-semibold text-neutral-900">{t("title")}</h1>
        <p className="mt-1 text-sm text-neutral-700">{t("intro")}</p>
      </div>
      <form
        className="flex flex-col gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          props.onSubmit();
        }}
      >
        <label htmlFor={boxId} className="text-sm font-medium text-neutral-800">
          {t("numbers")}
        </label>
        <Textarea
          id={boxId}
          rows={4}
          spellCheck={false}
          value={props.text}
          placeholder={t("placeholder")}
          aria-invalid={props.problem ? true : undefined}
          aria-describedby={props.problem ? problemId : undefined}
          onChange={(e) => props.onTextChange(e.target.value)}
        />
        {props.problem ? (
          <p id={problemId} role="alert" className="text-sm text-red-700">
            {props.problem}
          </p>
        ) : null}
        <div>
          <Button type="submit" loading={props.result?.status === "loading"}>
            {props.result?.status === "loading" ? t("tracking") : t("track")}
          </Button>
        </div>
      </form>
      {props.result ? (
        <LoadState
          value={props.result}
          loadingLabel={t("tracking")}
          failedText={t("failed")}
          retryText={t("retry")}
          onRetry={props.onRetry}
        >
          {(data) => (
            <section aria-label={t("results")}>
              <ul className="flex flex-col gap-5">
                {data.map((result, r) => (
                  <ResultItem
                    key={result.number}
                    result={result}
                    onOpen={(o, kind) => setDialog({ kind, result: r, order: o })}
                  />
                ))}
              </ul>
            </section>
          )}
        </LoadState>
      ) : null}
      {order ? (
        <>
          <RouteTrackDialog
            open={dialog?.kind === "route"}
            onOpenChange={close}
            number={billOf(order)}
            legs={order.legs}
            events={order.routeTracks}
            kind={
              order.view === "SE" || order.view === "SI"
                ? "sea"
                : order.view === "LC"
                  ? "road"
                  : "air"
            }
          />
          <ManifestDialog
            open={dialog?.kind === "manifest"}
            onOpenChange={close}
            number={billOf(order)}
            manifestList={order.manifestList}
            trackManifest={order.trackManifest}
            variant={order.view === "AI" ? "import" : "export"}
          />
        </>
      ) : null}
    </div>
  );
}
