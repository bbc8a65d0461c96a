import * as v from "valibot";
import { idNumber, versionNumber } from "./integers.ts";

/**
 * The organisation's own administration (issue 20): its profile (/hrs_org), its configuration
 * (/hrs_org_configure), the releases that make members reload (/hrs_version) and workgroups
 * (/hrs_user_workgroup). Texts are the server's answers, shown through the catalogues.
 */
export const HRS_ORG_MESSAGES = {
  name: "机构名称应为 1 到 100 个字符",
  orgVersion: "版本应为 FULL（标准版）或 BOOKING（在线订舱版）",
  validUntil: "有效期格式应为 YYYY-MM-DD",
  website: "官网地址应为以 http:// 或 https:// 开头的网址（最多 200 个字符）",
  theme: "主题色应为 #RRGGBB",
  note: "发布说明最多 200 个字符",
  workgroupName: "请输入工作组名称（1 到 50 个字符）",
  workgroupExists: "工作组名称已存在",
  member: "成员应为本机构的用户",
  stale: "数据已被他人修改，请刷新后重试",
  notFound: "记录不存在",
} as const;

export const ORG_EDITIONS = ["FULL", "BOOKING"] as const;
export type OrgEdition = (typeof ORG_EDITIONS)[number];

/** The theme colours the top bar's picker offers, and any other #RRGGBB. */
export const THEME_HEX = /^#[0-9A-Fa-f]{6}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const recordVersion = versionNumber();

/** PUT /hrs/org/profile. */
export const orgProfileSchema = v.strictObject({
  name: v.pipe(
    v.string(HRS_ORG_MESSAGES.name),
    v.trim(),
    v.minLength(1, HRS_ORG_MESSAGES.name),
    v.maxLength(100, HRS_ORG_MESSAGES.name),
  ),
  orgVersion: v.picklist(ORG_EDITIONS, HRS_ORG_MESSAGES.orgVersion),
  validUntil: v.nullable(
    v.pipe(
      v.string(HRS_ORG_MESSAGES.validUntil),
      v.regex(ISO_DATE, HRS_ORG_MESSAGES.validUntil),
      v.check((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), HRS_ORG_MESSAGES.validUntil),
    ),
  ),
  /** The forwarder's public site, where the share pages' footer links. */
  website: v.optional(
    v.nullable(
      v.pipe(
        v.string(HRS_ORG_MESSAGES.website),
        v.trim(),
        v.maxLength(200, HRS_ORG_MESSAGES.website),
        v.regex(/^https?:\/\/[^\s/$.?#][^\s]*$/i, HRS_ORG_MESSAGES.website),
      ),
    ),
  ),
  version: recordVersion,
});
export type OrgProfileInput = v.InferOutput<typeof orgProfileSchema>;

/** PUT /hrs/org/configure: no theme means the product's own. */
export const orgConfigureSchema = v.strictObject({
  privateSaas: v.boolean(),
  theme: v.nullable(
    v.pipe(v.string(HRS_ORG_MESSAGES.theme), v.regex(THEME_HEX, HRS_ORG_MESSAGES.theme)),
  ),
  version: recordVersion,
});
export type OrgConfigureInput = v.InferOutput<typeof orgConfigureSchema>;

/** POST /hrs/version. */
export const releaseSchema = v.strictObject({
  note: v.optional(
    v.pipe(v.string(HRS_ORG_MESSAGES.note), v.trim(), v.maxLength(200, HRS_ORG_MESSAGES.note)),
    "",
  ),
});
export type ReleaseInput = v.InferOutput<typeof releaseSchema>;

/** POST /hrs/workgroup and PUT /hrs/workgroup/{id}: a name and its members. */
export const workgroupSchema = v.strictObject({
  name: v.pipe(
    v.string(HRS_ORG_MESSAGES.workgroupName),
    v.trim(),
    v.minLength(1, HRS_ORG_MESSAGES.workgroupName),
    v.maxLength(50, HRS_ORG_MESSAGES.workgroupName),
  ),
  userIds: v.pipe(
    v.array(idNumber(HRS_ORG_MESSAGES.member), HRS_ORG_MESSAGES.member),
    v.maxLength(500, HRS_ORG_MESSAGES.member),
  ),
  version: v.optional(recordVersion),
});
export type WorkgroupInput = v.InferOutput<typeof workgroupSchema>;

/**
 * The published version /version.json answers: the build's, with the organisation's release
 * number when it has published one. A page compares it with the one it loaded with.
 */
export function publishedVersion(build: string, release: number): string {
  return release > 0 ? `${build}+r${release}` : build;
}
