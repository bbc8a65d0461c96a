import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useStore } from "jotai";
import * as React from "react";
import { ApiError } from "../../api/client";
import { hrsOrgApi } from "../../api/hrs-org";
import { useT } from "../../i18n";
import { hrsOrgMessages } from "../../i18n/messages/hrs-org";
import { notify } from "../../ui/toast";
import { ReleaseScreen } from "../../widgets/hrs-org/ReleaseScreen";
import { keys } from "../queries/keys";
import { loadableOf, useSessionUser } from "../queries/shell";
import { sessionAtom } from "../state/session";

/** /hrs_version: publish a release; members' open pages reload on their next click (issue 20). */
export default function HrsVersionPage() {
  const who = useSessionUser();
  const t = useT(hrsOrgMessages);
  const client = useQueryClient();
  const store = useStore();
  const [busy, setBusy] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const releases = useQuery({ queryKey: keys.hrsReleases(who), queryFn: hrsOrgApi.releases });
  const publish = async (note: string) => {
    setBusy(true);
    setError(null);
    try {
      const list = await hrsOrgApi.publish(note);
      client.setQueryData(keys.hrsReleases(who), list);
      const release = list.releases[0]?.release ?? 0;
      // The publisher's own page knows the release: it is everyone else's pages that reload.
      const session = store.get(sessionAtom);
      if (session)
        store.set(sessionAtom, { ...session, user: { ...session.user, orgRelease: release } });
      notify("success", t("published", { release: `r${release}` }));
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <ReleaseScreen
      releases={loadableOf(releases)}
      onRetry={() => void releases.refetch()}
      onPublish={(note) => void publish(note)}
      busy={busy}
      error={error}
    />
  );
}
