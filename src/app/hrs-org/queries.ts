import { useQuery, useQueryClient } from "@tanstack/react-query";
import * as React from "react";
import { ApiError } from "../../api/client";
import type { OrgProfile } from "../../contract/hrs-org";
import { useT } from "../../i18n";
import { hrsOrgMessages } from "../../i18n/messages/hrs-org";
import { notify } from "../../ui/toast";
import { keys } from "./keys";
import { loadableOf, useSessionUser } from "./shell";

/**
 * The organisation's record as /hrs_org and /hrs_org_configure read and save it: one cache entry
 * (the two pages show one row), the saved row put back into it, and the organisation list
 * refreshed, since it names the organisation in the switcher.
 */
export function useOrgRecord<I>(
  load: () => Promise<OrgProfile>,
  saveWith: (input: I) => Promise<OrgProfile>,
) {
  const who = useSessionUser();
  const t = useT(hrsOrgMessages);
  const client = useQueryClient();
  const [busy, setBusy] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const query = useQuery({ queryKey: keys.hrsOrg(who), queryFn: load });
  const save = async (input: I) => {
    setBusy(true);
    setError(null);
    try {
      client.setQueryData(keys.hrsOrg(who), await saveWith(input));
      notify("success", t("saved"));
      await client.invalidateQueries({ queryKey: keys.myOrgs(who) });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return {
    profile: loadableOf(query),
    onRetry: () => void query.refetch(),
    onSave: (input: I) => void save(input),
    busy,
    error,
  };
}
