import { useQuery, useQueryClient } from "@tanstack/react-query";
import * as React from "react";
import { ApiError } from "../../api/client";
import { hrsOrgApi } from "../../api/hrs-org";
import type { OrgConfigureInput } from "../../domain/hrs-org";
import { useT } from "../../i18n";
import { hrsOrgMessages } from "../../i18n/messages/hrs-org";
import { notify } from "../../ui/toast";
import { OrgConfigureScreen } from "../../widgets/hrs-org/OrgConfigureScreen";
import { keys } from "../queries/keys";
import { loadableOf, useSessionUser } from "../queries/shell";

/** /hrs_org_configure: private deployment and the members' default theme (issue 20). */
export default function HrsOrgConfigurePage() {
  const who = useSessionUser();
  const t = useT(hrsOrgMessages);
  const client = useQueryClient();
  const [busy, setBusy] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const profile = useQuery({ queryKey: keys.hrsOrg(who), queryFn: hrsOrgApi.configure });
  const save = async (input: OrgConfigureInput) => {
    setBusy(true);
    setError(null);
    try {
      client.setQueryData(keys.hrsOrg(who), await hrsOrgApi.saveConfigure(input));
      notify("success", t("saved"));
      await client.invalidateQueries({ queryKey: keys.myOrgs(who) });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <OrgConfigureScreen
      profile={loadableOf(profile)}
      onRetry={() => void profile.refetch()}
      onSave={(input) => void save(input)}
      busy={busy}
      error={error}
    />
  );
}
