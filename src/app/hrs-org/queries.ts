import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useStore } from "jotai";
import { hrsOrgApi } from "../../api/hrs-org";
import type { OrgProfile } from "../../contract/hrs-org";
import type { WorkgroupInput } from "../../domain/hrs-org";
import { keys } from "../queries/keys";
import { errorText, loadableOf, useSessionUser } from "../queries/shell";
import { type Session, sessionAtom } from "../state/session";

type Who = Session["user"];

/** The organisation's administration (issue 20): its record, releases and workgroups. */
export const hrsOrgQueries = {
  /** Profile and configuration are one row: one cache entry for both pages. */
  record: (who: Who, load: () => Promise<OrgProfile>) =>
    queryOptions({ queryKey: keys.hrsOrg(who), queryFn: load }),
  releases: (who: Who) =>
    queryOptions({ queryKey: keys.hrsReleases(who), queryFn: hrsOrgApi.releases }),
  workgroups: (who: Who) =>
    queryOptions({ queryKey: keys.hrsWorkgroups(who), queryFn: hrsOrgApi.workgroups }),
  workgroupCandidates: (who: Who) =>
    queryOptions({ queryKey: keys.hrsWorkgroupCandidates(who), queryFn: hrsOrgApi.candidates }),
};

/**
 * The organisation's record as /hrs_org and /hrs_org_configure read and save it: the saved row is
 * put back into the cache, and the organisation list refreshed, since it names the organisation
 * in the switcher. `onSaved` is the page's word of success.
 */
export function useOrgRecord<I>(
  load: () => Promise<OrgProfile>,
  saveWith: (input: I) => Promise<OrgProfile>,
  onSaved: () => void,
) {
  const who = useSessionUser();
  const client = useQueryClient();
  const query = useQuery(hrsOrgQueries.record(who, load));
  const save = useMutation({
    mutationFn: saveWith,
    onSuccess: (saved) => {
      client.setQueryData(keys.hrsOrg(who), saved);
      onSaved();
      return client.invalidateQueries({ queryKey: keys.myOrgs(who) });
    },
  });
  return {
    profile: loadableOf(query),
    onRetry: () => void query.refetch(),
    onSave: (input: I) => save.mutate(input),
    busy: save.isPending,
    error: errorText(save.error),
  };
}

/**
 * Publishing a release: the new list replaces the cached one, and the publisher's own session
 * learns the release (it is everyone else's pages that reload on their next click).
 */
export function usePublishRelease() {
  const who = useSessionUser();
  const client = useQueryClient();
  const store = useStore();
  return useMutation({
    mutationFn: hrsOrgApi.publish,
    onSuccess: (list) => {
      client.setQueryData(keys.hrsReleases(who), list);
      const session = store.get(sessionAtom);
      const release = list.releases[0]?.release ?? 0;
      if (session)
        store.set(sessionAtom, { ...session, user: { ...session.user, orgRelease: release } });
    },
  });
}

export function useSaveWorkgroup() {
  const who = useSessionUser();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, id }: { input: WorkgroupInput; id: number | null }) =>
      id === null ? hrsOrgApi.addWorkgroup(input) : hrsOrgApi.editWorkgroup(id, input),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.hrsWorkgroups(who) }),
  });
}

export function useRemoveWorkgroup() {
  const who = useSessionUser();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => hrsOrgApi.removeWorkgroup(id),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.hrsWorkgroups(who) }),
  });
}
