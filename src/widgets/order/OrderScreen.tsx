import type * as React from "react";
import type { CargoTrackingAnswer } from "../../contract/cargo-tracking";
import type { DocumentGap, OrderDetail, OrderDocumentGaps, OrderFile } from "../../contract/order";
import { formatDateTime } from "../../domain/format";
import { type OrderFields, orderButton } from "../../domain/order";
import { shareViewOf } from "../../domain/order-share";
import type { LoadingDateType, ScopeDigits } from "../../domain/personal-settings";
import type { BusinessScope } from "../../domain/scope";
import { useLang, useT } from "../../i18n";
import { orderMessages } from "../../i18n/messages/order";
import { scopeMessages } from "../../i18n/messages/scope";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { IfButton, useCan } from "../../ui/button-gate";
import { type FileType, OrderFiles } from "./OrderFiles";
import { OrderForm } from "./OrderForm";
import { OrderTimelines } from "./OrderTimelines";

export type OrderScreenProps = {
  scope: BusinessScope;
  /** The saved order, or null for a new one. */
  order: OrderDetail | null;
  /** The form's values: the order's fields, or a new order's defaults. */
  initial: OrderFields;
  digits: ScopeDigits;
  loadingDateType?: LoadingDateType;
  saving: boolean;
  serverError: string | null;
  conflict: boolean;
  locking?: boolean;
  listHref: string;
  /**
   * Whether the caller may open the share-links page (its menu, /order_share_links): the
   * 分享链接 link shows only then.
   */
  canOpenShareLinks: boolean;
  onBack: () => void;
  onSave: (values: OrderFields) => void;
  onReload: () => void;
  onLock: () => void;
  onUnlock: () => void;
  onUpload: (
    file: File,
    fileType: FileType,
    onProgress: (fraction: number) => void,
  ) => Promise<void>;
  onDeleteFile: (file: OrderFile) => Promise<void>;
  onOpenFile: (file: OrderFile) => void;
  /** The order's tracking and manifest lists (OrderTracks), drawn by the page. */
  tracks?: React.ReactNode;
  /** The order's tracking (the route track and manifest dialogs); no button without it. */
  onLoadTracking?: (orderCode: string) => Promise<CargoTrackingAnswer>;
  /** What the order's documents still need (issue 34); no hint without it or when none. */
  documentGaps?: OrderDocumentGaps;
  /** The unlock dialog, drawn by the page. */
  children?: React.ReactNode;
  validateOnMount?: boolean;
};

/**
 * /order_page: one order of any scope, to view and edit; lock, unlock, attachments. Without the
 * scope's `_edit` button the page is read-only (decision 0054): the form's fields as read-only
 * inputs, no save, no upload or delete, the tracking lists (drawn by the page) read-only, and a
 * note saying so; a new order needs `_add` and `_edit`, else the page says the role cannot.
 */
export function OrderScreen(props: OrderScreenProps) {
  const t = useT(orderMessages);
  const tScope = useT(scopeMessages);
  const lang = useLang();
  const { order, scope } = props;
  const canEdit = useCan(orderButton(scope, "edit"));
  const canAdd = useCan(orderButton(scope, "add"));
  const locked = order?.lockStatus === 1;
  const title = order
    ? t("editTitle", { scope: tScope(scope), code: order.orderCode })
    : t("newTitle", { scope: tScope(scope) });
  const back = (
    <a
      href={props.listHref}
      className="text-sm text-brand-700 underline-offset-2 hover:underline"
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        props.onBack();
      }}
    >
      ← {t("backToList")}
    </a>
  );
  if (!order && !(canAdd && canEdit)) {
    return (
      <div
        data-slot="order-screen"
        className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-5 sm:px-6"
      >
        <div>{back}</div>
        <div role="alert" className="rounded-md border border-neutral-300 bg-white px-4 py-3">
          <p className="text-sm font-semibold text-neutral-900">
            {t("roleCannotCreate", { scope: tScope(scope) })}
          </p>
          <p className="text-sm text-neutral-700">{t("roleReadOnlyHint")}</p>
        </div>
      </div>
    );
  }
  return (
    <div
      data-slot="order-screen"
      className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-5 sm:px-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          {back}
          <h1 className="mt-1 flex flex-wrap items-center gap-2 text-xl font-semibold text-neutral-900">
            {title}
            {locked ? <Badge tone="warning">{t("locked")}</Badge> : null}
            {order?.unlockPending ? <Badge tone="brand">{t("unlockPending")}</Badge> : null}
          </h1>
          {order ? (
            <p className="mt-0.5 text-xs text-neutral-600">
              {t("updatedAt", { time: formatDateTime(order.updatedAt, lang) })}
            </p>
          ) : null}
        </div>
        {order ? (
          <div className="flex flex-wrap gap-2">
            {locked ? (
              order.unlockPending ? null : (
                <IfButton id={orderButton(scope, "unlock")}>
                  <Button variant="outline" onClick={props.onUnlock}>
                    {t("unlockOrder")}
                  </Button>
                </IfButton>
              )
            ) : (
              <IfButton id={orderButton(scope, "lock")}>
                <Button variant="outline" loading={props.locking} onClick={props.onLock}>
                  {t("lockOrder")}
                </Button>
              </IfButton>
            )}
            {props.onLoadTracking && shareViewOf(scope) ? (
              <OrderTimelines orderCode={order.orderCode} load={props.onLoadTracking} />
            ) : null}
            {shareViewOf(scope) && props.canOpenShareLinks ? (
              <a
                href={`/order_share_links?orderCode=${encodeURIComponent(order.orderCode)}`}
                className="inline-flex h-9 items-center rounded px-3 text-sm text-brand-700 hover:bg-brand-50"
              >
                {t("shareLinks")}
              </a>
            ) : null}
            {scope === "AE" ? (
              <a
                href={`/hawb_info_page?orderCode=${encodeURIComponent(order.orderCode)}`}
                className="inline-flex h-9 items-center rounded px-3 text-sm text-brand-700 hover:bg-brand-50"
              >
                {t("printHawb")}
              </a>
            ) : null}
          </div>
        ) : null}
      </div>

      {locked ? (
        <div
          role="status"
          className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          <p className="font-semibold">
            {order?.unlockPending ? t("lockedPendingBanner") : t("lockedBanner")}
          </p>
          <p>
            {order?.lockedAt
              ? `${t("lockedBy", { time: formatDateTime(order.lockedAt, lang) })}　`
              : ""}
            {order?.unlockPending || !canEdit ? "" : t("readOnlyHint")}
          </p>
        </div>
      ) : null}

      {props.documentGaps ? <DocumentGapsHint gaps={props.documentGaps} /> : null}

      {canEdit ? null : (
        <div
          role="status"
          data-slot="order-read-only"
          className="rounded-md border border-neutral-300 bg-neutral-50 px-4 py-3 text-sm text-neutral-800"
        >
          <p className="font-semibold text-neutral-900">{t("roleReadOnlyBanner")}</p>
          <p>{t("roleReadOnlyHint")}</p>
        </div>
      )}

      <OrderForm
        key={`${order?.orderUuid ?? "new"}-${order?.version ?? 0}-${locked}-${canEdit}`}
        scope={scope}
        initial={props.initial}
        digits={props.digits}
        locked={locked || !canEdit}
        submitting={props.saving}
        serverError={props.serverError}
        conflict={props.conflict}
        onReload={props.onReload}
        onSubmit={props.onSave}
        isNew={order === null}
        validateOnMount={props.validateOnMount ?? false}
        {...(props.loadingDateType ? { loadingDateType: props.loadingDateType } : {})}
      />

      {order ? (
        <OrderFiles
          files={order.files}
          locked={locked}
          canEdit={canEdit}
          onUpload={props.onUpload}
          onDelete={props.onDeleteFile}
          onOpen={props.onOpenFile}
        />
      ) : (
        <p className="text-sm text-neutral-600">{t("filesAfterSave")}</p>
      )}
      {props.tracks ?? null}
      {props.children}
    </div>
  );
}

/** Which of the order's documents cannot be made yet, and what each still needs (issue 34). */
function DocumentGapsHint({ gaps }: { gaps: OrderDocumentGaps }) {
  const t = useT(orderMessages);
  const names = (list: DocumentGap[]) =>
    list
      .filter((gap): gap is Exclude<DocumentGap, "house"> => gap !== "house")
      .map((gap) => t(`f_${gap}`))
      .join(t("docsListSeparator"));
  const lines = [
    gaps.master.length > 0 ? t("docsMaster", { fields: names(gaps.master) }) : null,
    gaps.house.length > 0 ? t("docsHouse") : null,
    gaps.notice.length > 0 ? t("docsNotice", { fields: names(gaps.notice) }) : null,
  ].filter((line): line is string => line !== null);
  if (lines.length === 0) return null;
  return (
    <div
      role="status"
      data-slot="order-documents"
      className="rounded-md border border-sky-300 bg-sky-50 px-4 py-3 text-sm text-sky-950"
    >
      <p className="font-semibold">{t("docsTitle")}</p>
      <ul className="list-disc pl-5">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
