import {
  type OrgEdition,
  orgConfigureSchema,
  orgProfileSchema,
  releaseSchema,
  workgroupSchema,
} from "../domain/hrs-org";
import { endpoint } from "./endpoint";

/** The organisation's administration (issue 20): entries and answers. */
/** GET /hrs/org/profile and /hrs/org/configure: the caller's organisation. */
export type OrgProfile = {
  orgId: number;
  code: string;
  name: string;
  orgVersion: OrgEdition;
  privateSaas: boolean;
  validUntil: string | null;
  theme: string | null;
  /** The forwarder's public site (the share pages' footer links there). */
  website: string | null;
  memberCount: number;
  /** The record's version: a save naming an older one answers 409. */
  version: number;
};

/** GET /hrs/version: the organisation's releases, newest first. */
export type OrgRelease = {
  release: number;
  note: string;
  publishedBy: string | null;
  publishedAt: string;
};

export type ReleaseList = { build: string; current: string; releases: OrgRelease[] };

export type WorkgroupMember = { userId: number; cname: string };

/** GET /hrs/workgroup. */
export type Workgroup = {
  workgroupId: number;
  name: string;
  version: number;
  members: WorkgroupMember[];
};

/**
 * The organisation's own administration (issue 20), each call by its menu. Every call answers
 * the caller's organisation only; a stale save answers 409.
 */
export const HRS_ORG = {
  profile: endpoint<OrgProfile>()({
    method: "GET",
    path: "/hrs/org/profile",
    permission: "menu:/hrs_org",
  }),
  saveProfile: endpoint<OrgProfile>()({
    method: "PUT",
    path: "/hrs/org/profile",
    permission: "menu:/hrs_org",
    body: orgProfileSchema,
  }),
  configure: endpoint<OrgProfile>()({
    method: "GET",
    path: "/hrs/org/configure",
    permission: "menu:/hrs_org_configure",
  }),
  saveConfigure: endpoint<OrgProfile>()({
    method: "PUT",
    path: "/hrs/org/configure",
    permission: "menu:/hrs_org_configure",
    body: orgConfigureSchema,
  }),
  releases: endpoint<ReleaseList>()({
    method: "GET",
    path: "/hrs/version",
    permission: "menu:/hrs_version",
  }),
  publish: endpoint<ReleaseList>()({
    method: "POST",
    path: "/hrs/version",
    permission: "menu:/hrs_version",
    body: releaseSchema,
  }),
  workgroups: endpoint<Workgroup[]>()({
    method: "GET",
    path: "/hrs/workgroup",
    permission: "menu:/hrs_user_workgroup",
  }),
  /** The organisation's active users, who can be put in a workgroup. */
  workgroupMembers: endpoint<WorkgroupMember[]>()({
    method: "GET",
    path: "/hrs/workgroup/members",
    permission: "menu:/hrs_user_workgroup",
  }),
  addWorkgroup: endpoint<Workgroup>()({
    method: "POST",
    path: "/hrs/workgroup",
    permission: "menu:/hrs_user_workgroup",
    body: workgroupSchema,
  }),
  editWorkgroup: endpoint<Workgroup>()({
    method: "PUT",
    path: "/hrs/workgroup/:id{[0-9]+}",
    permission: "menu:/hrs_user_workgroup",
    body: workgroupSchema,
  }),
  removeWorkgroup: endpoint<boolean>()({
    method: "DELETE",
    path: "/hrs/workgroup/:id{[0-9]+}",
    permission: "menu:/hrs_user_workgroup",
  }),
};
