import { HRS_ORG } from "../contract/hrs-org";
import type { OrgConfigureInput, OrgProfileInput, WorkgroupInput } from "../domain/hrs-org";
import { call } from "./call";

const silent = { silent: true } as const;

/**
 * The organisation's administration (issue 20). Saves are silent: the screens show the
 * server's refusal (a stale version, a taken name) in their forms, through the catalogue.
 */
export const hrsOrgApi = {
  profile: () => call(HRS_ORG.profile),
  saveProfile: (input: OrgProfileInput) => call(HRS_ORG.saveProfile, { body: input }, silent),
  configure: () => call(HRS_ORG.configure),
  saveConfigure: (input: OrgConfigureInput) => call(HRS_ORG.saveConfigure, { body: input }, silent),
  releases: () => call(HRS_ORG.releases),
  publish: (note: string) => call(HRS_ORG.publish, { body: { note } }, silent),
  workgroups: () => call(HRS_ORG.workgroups),
  candidates: () => call(HRS_ORG.workgroupMembers),
  addWorkgroup: (input: WorkgroupInput) => call(HRS_ORG.addWorkgroup, { body: input }, silent),
  editWorkgroup: (id: number, input: WorkgroupInput) =>
    call(HRS_ORG.editWorkgroup, { params: { id }, body: input }, silent),
  removeWorkgroup: (id: number) => call(HRS_ORG.removeWorkgroup, { params: { id } }, silent),
};
