import type { OrgEdition } from "../domain/hrs-org";

/** The organisation's administration (issue 20): paths and answers. */
export const HRS_ORG_PATHS = {
  profile: "/hrs/org/profile",
  configure: "/hrs/org/configure",
  releases: "/hrs/version",
  workgroups: "/hrs/workgroup",
  /** The organisation's active users, who can be put in a workgroup. */
  workgroupMembers: "/hrs/workgroup/members",
  workgroup: (id: number) => `/hrs/workgroup/${id}`,
} as const;

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
