import { useQuery } from "@tanstack/react-query";
import * as React from "react";
import { ApiError } from "../../api/client";
import { ORDER_MESSAGES } from "../../domain/order";
import { useT } from "../../i18n";
import { orderMessages } from "../../i18n/messages/order";
import { Button } from "../../ui/button";
import { Spinner } from "../../ui/spinner";
import { notify } from "../../ui/toast";
import { OrderTracks } from "../../widgets/order/OrderTracks";
import { orderIssueText } from "../../widgets/order/order-text";
import { useSessionUser } from "../queries/shell";
import { orderQueries, useSaveOrderTracks } from "./queries";

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const statusOf = (error: unknown) =>
  error instanceof ApiError && error.failure.kind === "http" ? error.failure.status : null;

/** The order's legs, events, manifests and weighing: read and saved with their own version. */
export function SavedOrderTracks({
  uuid,
  locked,
  canEdit,
}: {
  uuid: string;
  locked: boolean;
  /** The role holds the scope's `_edit` button: else the lists are read-only. */
  canEdit: boolean;
}) {
  const t = useT(orderMessages);
  const who = useSessionUser();
  const tracks = useQuery(orderQueries.tracks(who, uuid));
  const save = useSaveOrderTracks(uuid);
  // A stale version (another window saved first) asks for a reload; any other refusal is said.
  const conflict =
    save.isError && statusOf(save.error) === 409 && messageOf(save.error) === ORDER_MESSAGES.stale;
  const serverError = save.isError && !conflict ? messageOf(save.error) : null;
  // The same object while the answer is the same: the editor keeps its draft across renders.
  const lists = React.useMemo(() => {
    if (!tracks.data) return null;
    const { version: _version, lockStatus: _lock, ...rest } = tracks.data;
    return rest;
  }, [tracks.data]);
  if (tracks.isPending) {
    return (
      <div role="status" className="grid h-24 place-items-center text-brand">
        <Spinner className="size-5" label={t("loading")} />
      </div>
    );
  }
  if (tracks.isError || !lists) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-800">
        {orderIssueText(messageOf(tracks.error), t)}
        <Button variant="outline" size="sm" onClick={() => void tracks.refetch()}>
          {t("retry")}
        </Button>
      </div>
    );
  }
  const version = tracks.data?.version ?? 0;
  return (
    <OrderTracks
      tracks={lists}
      locked={locked}
      canEdit={canEdit}
      saving={save.isPending}
      conflict={conflict}
      serverError={serverError}
      onReload={() => {
        save.reset();
        void tracks.refetch();
      }}
      onSave={(next) =>
        save.mutate({ ...next, version }, { onSuccess: () => notify("success", t("saved")) })
      }
    />
  );
}
