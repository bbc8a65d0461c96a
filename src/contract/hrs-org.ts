import type { OrgEdition } from "../domain/hrs-org";

/** The organisation's administration (issue 20): paths and answers. */
export const HRS_ORG_PATHS = {
  profile: "/hrs/org/profile",
  configure: "/hrs/org/configure",
  releases: "/hrs/version",
  workgroups: "/hrs/workgroup",
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

/** GET /hrs/workgroup. */
export type Workgroup = {
  workgroupId: number;
  name: string;
  version: number;
  members: { userId: number; cname: string }[];
};
