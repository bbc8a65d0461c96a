import { useQuery, useQueryClient } from "@tanstack/react-query";
import * as React from "react";
import { ApiError } from "../../api/client";
import { hrsOrgApi } from "../../api/hrs-org";
import type { OrgProfileInput } from "../../domain/hrs-org";
import { useT } from "../../i18n";
import { hrsOrgMessages } from "../../i18n/messages/hrs-org";
import { notify } from "../../ui/toast";
import { OrgProfileScreen } from "../../widgets/hrs-org/OrgProfileScreen";
import { keys } from "../queries/keys";
import { loadableOf, useSessionUser } from "../queries/shell";

/** /hrs_org: the organisation's name, edition and validity (issue 20). */
export default function HrsOrgPage() {
  const who = useSessionUser();
  const t = useT(hrsOrgMessages);
  const client = useQueryClient();
  const [busy, setBusy] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const profile = useQuery({ queryKey: keys.hrsOrg(who), queryFn: hrsOrgApi.profile });
  const save = async (input: OrgProfileInput) => {
    setBusy(true);
    setError(null);
    try {
      client.setQueryData(keys.hrsOrg(who), await hrsOrgApi.saveProfile(input));
      notify("success", t("saved"));
      // The switcher names the organisation.
      await client.invalidateQueries({ queryKey: keys.myOrgs(who) });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <OrgProfileScreen
      profile={loadableOf(profile)}
      onRetry={() => void profile.refetch()}
      onSave={(input) => void save(input)}
      busy={busy}
      error={error}
    />
  );
}
