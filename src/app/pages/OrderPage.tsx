import { useQuery, useQueryClient } from "@tanstack/react-query";
import * as React from "react";
import { useLocation, useSearch } from "wouter";
import { fetchCargoTracking } from "../../api/cargo-tracking";
import { ApiError, requestBlob } from "../../api/client";
import {
  applyUnlock,
  createOrder,
  deleteOrderFile,
  fetchOrder,
  fetchOrderDocumentGaps,
  fetchUnlockApproval,
  lockOrder,
  updateOrder,
  uploadOrderFile,
} from "../../api/order";
import {
  ORDER_MESSAGES,
  ORDER_PAGE_PATH,
  ORDER_ROUTES,
  type OrderFields,
  orderButton,
} from "../../domain/order";
import { BUSINESS_SCOPES, type BusinessScope, isBusinessScope } from "../../domain/scope";
import { useT } from "../../i18n";
import { orderMessages } from "../../i18n/messages/order";
import { useCan } from "../../ui/button-gate";
import { failed, type Loadable, loading, ready } from "../../ui/loadable";
import { Spinner } from "../../ui/spinner";
import { notify } from "../../ui/toast";
import { newOrderFields, withDigits } from "../../widgets/order/defaults";
import { OrderScreen } from "../../widgets/order/OrderScreen";
import { OrderUnavailable } from "../../widgets/order/OrderUnavailable";
import { orderIssueText } from "../../widgets/order/order-text";
import { UnlockDialog } from "../../widgets/order/UnlockDialog";
import { openBlob } from "../download";
import { useInternalNumberCheck } from "../order/internal-number";
import { SavedOrderTracks } from "../order/tracks";
import { usePreferences } from "../personal-settings/queries";
import { keys } from "../queries/keys";
import { usePermittedPaths, useSessionUser } from "../queries/shell";

/** The share-links page's menu: the order page links to it only for a role that may open it. */
const SHARE_LINKS_PATH = "/order_share_links";
const CARGO_TRACKING_PATH = "/newCargoTracking";

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const statusOf = (error: unknown) =>
  error instanceof ApiError && error.failure.kind === "http" ? error.failure.status : null;

/**
 * /order_page?uuid=… (view and edit; a list's link adds &scope=AE, the way back when the order is
 * gone) or /order_page?scope=AE (new).
 */
export default function OrderPage() {
  const search = new URLSearchParams(useSearch());
  const uuid = search.get("uuid");
  const scopeParam = search.get("scope");
  if (uuid)
    return (
      <SavedOrder key={uuid} uuid={uuid} from={isBusinessScope(scopeParam) ? scopeParam : null} />
    );
  if (isBusinessScope(scopeParam)) return <NewOrder key={scopeParam} scope={scopeParam} />;
  return <Missing />;
}

function Missing({ text }: { text?: string }) {
  const t = useT(orderMessages);
  return (
    <div role="alert" className="mx-auto max-w-6xl px-6 py-10 text-sm text-neutral-800">
      {text ?? t("noScope")}
    </div>
  );
}

/** After a save: close the tab opened for the order, or go back to the list (orderSaveClosePage). */
function useAfterSave(scope: BusinessScope) {
  const preferences = usePreferences();
  const [, navigate] = useLocation();
  return (saved: { orderUuid: string }, created: boolean) => {
    if (preferences.closeAfterSave) {
      // A tab opened for the order (orderEditNewPage) has one history entry and may be closed
      // by script; where the browser keeps it open, the list shows instead.
      if (window.history.length <= 1) window.close();
      navigate(ORDER_ROUTES[scope]);
      return;
    }
    if (created)
      navigate(`${ORDER_PAGE_PATH}?uuid=${encodeURIComponent(saved.orderUuid)}`, { replace: true });
  };
}

function NewOrder({ scope }: { scope: BusinessScope }) {
  const t = useT(orderMessages);
  const who = useSessionUser();
  const client = useQueryClient();
  const preferences = usePreferences();
  const [, navigate] = useLocation();
  const initial = React.useMemo(
    () => newOrderFields(scope, preferences, Date.now()),
    [scope, preferences],
  );
  const [saving, setSaving] = React.useState(false);
  const [serverError, setServerError] = React.useState<string | null>(null);
  const afterSave = useAfterSave(scope);
  const duplicate = useInternalNumberCheck({
    scope,
    orderCode: "",
    savedNumber: "",
    onError: setServerError,
  });
  const create = async (values: OrderFields) => {
    setSaving(true);
    setServerError(null);
    try {
      const saved = await createOrder({ businessScope: scope, ...values });
      notify("success", t("created", { code: saved.orderCode }));
      await client.invalidateQueries({ queryKey: keys.ordersOf(who) });
      afterSave(saved, true);
    } catch (error) {
      setServerError(messageOf(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <OrderScreen
      scope={scope}
      order={null}
      initial={initial}
      digits={preferences[scope].digits}
      loadingDateType={preferences.loadingDateType}
      saving={saving}
      serverError={serverError}
      conflict={false}
      listHref={ORDER_ROUTES[scope]}
      canOpenShareLinks={false}
      onBack={() => navigate(ORDER_ROUTES[scope])}
      onSave={(values) => void duplicate.guard(values, create)}
      onReload={() => {}}
      onLock={() => {}}
      onUnlock={() => {}}
      onUpload={async () => {}}
      onDeleteFile={async () => {}}
      onOpenFile={() => {}}
    >
      {duplicate.dialog}
    </OrderScreen>
  );
}

function SavedOrder({ uuid, from }: { uuid: string; from: BusinessScope | null }) {
  const t = useT(orderMessages);
  const who = useSessionUser();
  const client = useQueryClient();
  const preferences = usePreferences();
  const [, navigate] = useLocation();
  const detail = useQuery({
    queryKey: keys.order(who, uuid),
    queryFn: ({ signal }) => fetchOrder(uuid, signal),
    // Its lock can change elsewhere (an approver in /notification): each visit asks again.
    staleTime: 0,
  });
  // The version the edit started from: a reload takes the server's newer one.
  const [conflict, setConflict] = React.useState(false);
  const [saving, setSaving] = React.useState(false);
  const [locking, setLocking] = React.useState(false);
  const [serverError, setServerError] = React.useState<string | null>(null);
  const [unlockOpen, setUnlockOpen] = React.useState(false);
  const order = detail.data;
  const scope = order?.businessScope ?? "AE";
  const canEdit = useCan(orderButton(scope, "edit"));
  const permitted = usePermittedPaths();
  const canOpenShareLinks = permitted?.has(SHARE_LINKS_PATH) ?? false;
  // The tracking timelines read cargo tracking, which needs its own menu.
  const canTrackCargo = permitted?.has(CARGO_TRACKING_PATH) ?? false;
  const afterSave = useAfterSave(scope);
  const approval = useQuery({
    queryKey: keys.unlockApproval(who, scope),
    queryFn: ({ signal }) => fetchUnlockApproval(scope, signal),
    enabled: unlockOpen && order !== undefined,
  });
  // What the order's documents still need (issue 34); asked again on each visit and save.
  const documents = useQuery({
    queryKey: keys.orderDocuments(who, uuid),
    queryFn: ({ signal }) => fetchOrderDocumentGaps(uuid, signal),
    staleTime: 0,
    enabled: order !== undefined,
  });
  const refresh = () => client.invalidateQueries({ queryKey: keys.ordersOf(who) });
  const duplicate = useInternalNumberCheck({
    scope,
    orderCode: order?.orderCode ?? "",
    savedNumber: order?.fields.internalNumber ?? "",
    onError: setServerError,
  });

  if (detail.isPending) {
    return (
      <div role="status" className="grid h-64 place-items-center text-brand">
        <Spinner className="size-6" label={t("loading")} />
      </div>
    );
  }
  if (detail.isError || !order) {
    const status = statusOf(detail.error);
    // A missing order (404, or an address that is no order: 400) cannot come back by retrying.
    return status === 404 || status === 400 ? (
      <OrderUnavailable
        kind="missing"
        scopes={
          from ? [from] : BUSINESS_SCOPES.filter((s) => permitted?.has(ORDER_ROUTES[s]) ?? false)
        }
        onOpenList={navigate}
        onRetry={() => {}}
      />
    ) : (
      <OrderUnavailable
        kind="failed"
        scopes={[]}
        onOpenList={navigate}
        message={orderIssueText(messageOf(detail.error), t)}
        onRetry={() => void detail.refetch()}
      />
    );
  }

  const digits = preferences[order.businessScope].digits;
  const approvalState: Loadable<boolean> = approval.isSuccess
    ? ready(approval.data.approval)
    : approval.isError
      ? failed
      : loading;

  const save = async (values: OrderFields) => {
    setSaving(true);
    setServerError(null);
    setConflict(false);
    try {
      const saved = await updateOrder(order.orderUuid, { ...values, version: order.version });
      notify("success", t("saved"));
      await refresh();
      afterSave(saved, false);
    } catch (error) {
      const status = statusOf(error);
      if (status === 409 && messageOf(error) === ORDER_MESSAGES.stale) setConflict(true);
      else setServerError(messageOf(error));
      // A lock taken meanwhile shows at once.
      if (status === 423) void refresh();
    } finally {
      setSaving(false);
    }
  };

  return (
    <OrderScreen
      scope={order.businessScope}
      order={order}
      {...(canTrackCargo
        ? {
            onLoadTracking: (code: string) =>
              client.fetchQuery({
                queryKey: keys.cargoTracking(who, [code]),
                queryFn: ({ signal }) => fetchCargoTracking([code], signal),
              }),
          }
        : {})}
      initial={withDigits(order.fields, digits)}
      digits={digits}
      saving={saving}
      serverError={serverError}
      conflict={conflict}
      locking={locking}
      listHref={ORDER_ROUTES[order.businessScope]}
      canOpenShareLinks={canOpenShareLinks}
      {...(documents.data ? { documentGaps: documents.data } : {})}
      onBack={() => navigate(ORDER_ROUTES[order.businessScope])}
      onSave={(values) => void duplicate.guard(values, save)}
      onReload={() => {
        setConflict(false);
        setServerError(null);
        void refresh();
      }}
      onLock={async () => {
        setLocking(true);
        setServerError(null);
        try {
          await lockOrder(order.orderUuid, order.version);
          notify("success", t("lockDone"));
        } catch (error) {
          if (statusOf(error) === 409 && messageOf(error) === ORDER_MESSAGES.stale)
            setConflict(true);
          else setServerError(messageOf(error));
        } finally {
          setLocking(false);
          await refresh();
        }
      }}
      onUnlock={() => setUnlockOpen(true)}
      tracks={
        <SavedOrderTracks
          uuid={order.orderUuid}
          locked={order.lockStatus === 1}
          canEdit={canEdit}
        />
      }
      onUpload={async (file, fileType, onProgress) => {
        try {
          await uploadOrderFile(order.orderUuid, fileType, file, onProgress);
        } finally {
          await refresh();
        }
      }}
      onDeleteFile={async (file) => {
        await deleteOrderFile(order.orderUuid, file.fileId);
        notify("success", t("deleted"));
        await refresh();
      }}
      onOpenFile={async (file) => {
        try {
          const answer = await requestBlob("GET", file.url, { silent: true });
          openBlob(answer.blob);
        } catch (error) {
          notify("error", orderIssueText(messageOf(error), t));
        }
      }}
    >
      {duplicate.dialog}
      {unlockOpen ? (
        <UnlockDialog
          open
          onOpenChange={(open) => {
            setUnlockOpen(open);
            if (!open) void refresh();
          }}
          orderCode={order.orderCode}
          approval={approvalState}
          onApply={async (reason) => {
            const answer = await applyUnlock(order.orderUuid, reason);
            void client.invalidateQueries({ queryKey: keys.counters(who) });
            return answer;
          }}
        />
      ) : null}
    </OrderScreen>
  );
}
