import {
  HRS_ORG_PATHS,
  type OrgProfile,
  type ReleaseList,
  type Workgroup,
  type WorkgroupMember,
} from "../contract/hrs-org";
import type { OrgConfigureInput, OrgProfileInput, WorkgroupInput } from "../domain/hrs-org";
import { api } from "./client";

/**
 * The organisation's administration (issue 20). Saves are silent: the screens show the
 * server's refusal (a stale version, a taken name) in their forms, through the catalogue.
 */
export const hrsOrgApi = {
  profile: () => api.get<OrgProfile>(HRS_ORG_PATHS.profile),
  saveProfile: (input: OrgProfileInput) =>
    api.put<OrgProfile>(HRS_ORG_PATHS.profile, { json: input, silent: true }),
  configure: () => api.get<OrgProfile>(HRS_ORG_PATHS.configure),
  saveConfigure: (input: OrgConfigureInput) =>
    api.put<OrgProfile>(HRS_ORG_PATHS.configure, { json: input, silent: true }),
  releases: () => api.get<ReleaseList>(HRS_ORG_PATHS.releases),
  publish: (note: string) =>
    api.post<ReleaseList>(HRS_ORG_PATHS.releases, { json: { note }, silent: true }),
  workgroups: () => api.get<Workgroup[]>(HRS_ORG_PATHS.workgroups),
  candidates: () => api.get<WorkgroupMember[]>(HRS_ORG_PATHS.workgroupMembers),
  addWorkgroup: (input: WorkgroupInput) =>
    api.post<Workgroup>(HRS_ORG_PATHS.workgroups, { json: input, silent: true }),
  editWorkgroup: (id: number, input: WorkgroupInput) =>
    api.put<Workgroup>(HRS_ORG_PATHS.workgroup(id), { json: input, silent: true }),
  removeWorkgroup: (id: number) =>
    api.delete<boolean>(HRS_ORG_PATHS.workgroup(id), { silent: true }),
};
