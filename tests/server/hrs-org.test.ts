import { describe, expect, it } from "vitest";
import type { OrgItem } from "../../src/contract/access.ts";
import type { AdminNotice } from "../../src/contract/hrs-notice.ts";
import type { OrgProfile, ReleaseList, Workgroup } from "../../src/contract/hrs-org.ts";
import type { AuditRow, Page } from "../../src/contract/hrs-user.ts";
import { HRS_ORG_MESSAGES } from "../../src/domain/hrs-org.ts";
import { demoServer, userIds } from "./helpers.ts";

/**
 * The organisation's own administration (issue 20): its profile and configuration with a
 * version, releases that change /version.json for its members only, workgroups of its own
 * users, and the administrator's notice list. Every call answers the caller's organisation.
 */

const demo = demoServer("admin", "staff", "admin2");
const { get, send } = demo;

describe("the organisation's profile and configuration", () => {
  it("saves the profile with a version; a stale save answers 409 and changes nothing", async () => {
    const before = await get<OrgProfile>("/hrs/org/profile", demo.tokens.admin);
    expect(before.body.data).toMatchObject({ code: "DEMO", orgVersion: "FULL", theme: null });
    const saved = await send<OrgProfile>(
      "/hrs/org/profile",
      demo.tokens.admin,
      {
        name: "上海演示国际货运代理有限公司（新）",
        orgVersion: "BOOKING",
        validUntil: "2030-12-31",
        version: before.body.data.version,
      },
      { method: "PUT" },
    );
    expect(saved.body.code).toBe(0);
    expect(saved.body.data).toMatchObject({
      orgVersion: "BOOKING",
      validUntil: "2030-12-31",
      version: before.body.data.version + 1,
    });
    const stale = await send(
      "/hrs/org/profile",
      demo.tokens.admin,
      { name: "覆盖", orgVersion: "FULL", validUntil: null, version: before.body.data.version },
      { method: "PUT" },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.messageInfo).toBe(HRS_ORG_MESSAGES.stale);
    const after = await get<OrgProfile>("/hrs/org/profile", demo.tokens.admin);
    expect(after.body.data.name).toBe("上海演示国际货运代理有限公司（新）");
    // A member's next page load sees it: the organisation list carries it into the session.
    const orgs = await get<OrgItem[]>("/hrs/org/getMyOrgList", demo.tokens.staff);
    expect(orgs.body.data[0]).toMatchObject({
      orgName: "上海演示国际货运代理有限公司（新）",
      orgVersion: "BOOKING",
      validUntil: "2030-12-31",
    });
    // Put it back for the other tests.
    await send(
      "/hrs/org/profile",
      demo.tokens.admin,
      { ...before.body.data, version: after.body.data.version },
      { method: "PUT" },
    ).then((r) => expect(r.status).toBe(400)); // strict body: the read-only fields are refused
    const restored = await send(
      "/hrs/org/profile",
      demo.tokens.admin,
      {
        name: before.body.data.name,
        orgVersion: "FULL",
        validUntil: before.body.data.validUntil,
        version: after.body.data.version,
      },
      { method: "PUT" },
    );
    expect(restored.body.code).toBe(0);
  });

  it("refuses bad values with the catalogue's text", async () => {
    const current = (await get<OrgProfile>("/hrs/org/configure", demo.tokens.admin)).body.data;
    const bad = await send(
      "/hrs/org/configure",
      demo.tokens.admin,
      { privateSaas: false, theme: "blue", version: current.version },
      { method: "PUT" },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.messageInfo).toBe(HRS_ORG_MESSAGES.theme);
    const date = await send(
      "/hrs/org/profile",
      demo.tokens.admin,
      { name: "x", orgVersion: "FULL", validUntil: "2030-02-31x", version: current.version },
      { method: "PUT" },
    );
    expect(date.status).toBe(400);
    expect(date.body.messageInfo).toBe(HRS_ORG_MESSAGES.validUntil);
  });

  it("configures privacy and the theme, which members' sign-ins then carry", async () => {
    const current = (await get<OrgProfile>("/hrs/org/configure", demo.tokens.admin)).body.data;
    const saved = await send<OrgProfile>(
      "/hrs/org/configure",
      demo.tokens.admin,
      { privateSaas: true, theme: "#0f766e", version: current.version },
      { method: "PUT" },
    );
    expect(saved.body.data).toMatchObject({ privateSaas: true, theme: "#0F766E" });
    const token = await demo.h.login("1|staff@demo.example|DEMO");
    const orgs = await get<OrgItem[]>("/hrs/org/getMyOrgList", token);
    expect(orgs.body.data[0]).toMatchObject({ privateSaas: true, orgTheme: "#0F766E" });
    await send(
      "/hrs/org/configure",
      demo.tokens.admin,
      { privateSaas: false, theme: null, version: saved.body.data.version },
      { method: "PUT" },
    );
    const log = await get<Page<AuditRow>>("/hrs/log/page?action=org.configure", demo.tokens.admin);
    expect(log.body.data.records[0]?.after).toMatchObject({ privateSaas: false, theme: null });
  });

  it("answers only the caller's own organisation and only with the menu", async () => {
    const other = await get<OrgProfile>("/hrs/org/profile", demo.tokens.admin2);
    expect(other.body.data.code).toBe("DEMO2");
    expect((await get("/hrs/org/profile", demo.tokens.staff)).status).toBe(403);
    expect((await get("/hrs/org/configure", demo.tokens.staff)).status).toBe(403);
    expect((await get("/hrs/version", demo.tokens.staff)).status).toBe(403);
    expect((await get("/hrs/workgroup", demo.tokens.staff)).status).toBe(403);
  });
});

describe("releases", () => {
  it("a release changes /version.json for its organisation's members only", async () => {
    const ids = demo.ids;
    const version = async (org?: number) =>
      (
        (await (await demo.h.call(`/version.json${org ? `?org=${org}` : ""}`, {})).json()) as {
          pack_vue_version: string;
        }
      ).pack_vue_version;
    const build = await version();
    expect(await version(ids.demo)).toBe(build);
    const published = await send<ReleaseList>("/hrs/version", demo.tokens.admin, {
      note: "新的订单工作台",
    });
    expect(published.body.data.releases[0]).toMatchObject({ release: 1, note: "新的订单工作台" });
    expect(published.body.data.current).toBe(`${build}+r1`);
    expect(await version(ids.demo)).toBe(`${build}+r1`);
    expect(await version(ids.demo2)).toBe(build);
    // The next sign-in knows the release, so its page does not reload again.
    const token = await demo.h.login("1|staff@demo.example|DEMO");
    const orgs = await get<OrgItem[]>("/hrs/org/getMyOrgList", token);
    expect(orgs.body.data[0]?.orgRelease).toBe(1);
    const second = await send<ReleaseList>("/hrs/version", demo.tokens.admin, {});
    expect(second.body.data.releases.map((r) => r.release)).toEqual([2, 1]);
  });
});

describe("workgroups", () => {
  it("groups the organisation's own users; names are unique; saves carry a version", async () => {
    const users = await userIds(demo.h);
    const created = await send<Workgroup>("/hrs/workgroup", demo.tokens.admin, {
      name: "空运出口组",
      userIds: [users.staff, users.phone],
    });
    expect(created.body.code).toBe(0);
    expect(created.body.data.members.map((m) => m.userId).sort()).toEqual(
      [users.staff, users.phone].sort(),
    );
    const again = await send("/hrs/workgroup", demo.tokens.admin, {
      name: "空运出口组",
      userIds: [],
    });
    expect(again.status).toBe(409);
    expect(again.body.messageInfo).toBe(HRS_ORG_MESSAGES.workgroupExists);
    // DEMO2's administrator is no member of DEMO: refused, nothing saved.
    const [stranger] = await demo.h.db.query<{ id: number }>(
      `select uo.user_id as id from user_orgs uo where uo.org_id = $1
       and uo.user_id not in (select user_id from user_orgs where org_id = $2) limit 1`,
      [demo.ids.demo2, demo.ids.demo],
    );
    const wrong = await send(
      `/hrs/workgroup/${created.body.data.workgroupId}`,
      demo.tokens.admin,
      {
        name: "空运出口组",
        userIds: [stranger?.id ?? 999_999],
        version: created.body.data.version,
      },
      { method: "PUT" },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.messageInfo).toBe(HRS_ORG_MESSAGES.member);
    const [kept] = (await get<Workgroup[]>("/hrs/workgroup", demo.tokens.admin)).body.data;
    expect(kept?.members).toHaveLength(2);
    expect(kept?.version).toBe(created.body.data.version);
    const renamed = await send<Workgroup>(
      `/hrs/workgroup/${created.body.data.workgroupId}`,
      demo.tokens.admin,
      { name: "空运出口一组", userIds: [users.staff], version: created.body.data.version },
      { method: "PUT" },
    );
    expect(renamed.body.data).toMatchObject({ name: "空运出口一组", version: 2 });
    const stale = await send(
      `/hrs/workgroup/${created.body.data.workgroupId}`,
      demo.tokens.admin,
      { name: "旧名", userIds: [], version: 1 },
      { method: "PUT" },
    );
    expect(stale.status).toBe(409);
    // Another organisation's administrator cannot see or remove it.
    expect((await get<Workgroup[]>("/hrs/workgroup", demo.tokens.admin2)).body.data).toEqual([]);
    const foreign = await send(
      `/hrs/workgroup/${created.body.data.workgroupId}`,
      demo.tokens.admin2,
      undefined,
      { method: "DELETE" },
    );
    expect(foreign.status).toBe(404);
    const removed = await send(
      `/hrs/workgroup/${created.body.data.workgroupId}`,
      demo.tokens.admin,
      undefined,
      { method: "DELETE" },
    );
    expect(removed.body.code).toBe(0);
    expect((await get<Workgroup[]>("/hrs/workgroup", demo.tokens.admin)).body.data).toEqual([]);
  });
});

describe("the administrator's notice list", () => {
  it("lists the organisation's own notices, scheduled ones marked", async () => {
    const later = new Date(Date.now() + 86_400_000).toISOString();
    await send("/hrs/notice", demo.tokens.admin, {
      noticeTitle: "系统维护通知",
      noticeType: "XTWH",
      content: "周六凌晨维护",
      publishTime: later,
    });
    const list = await get<AdminNotice[]>("/hrs/notice/admin", demo.tokens.admin);
    expect(list.body.data[0]).toMatchObject({ noticeTitle: "系统维护通知", scheduled: true });
    // The product-wide notices are not the organisation's to withdraw, so not listed.
    const [global] = await demo.h.db.query<{ n: number }>(
      "select count(*)::int as n from notices where org_id is null",
    );
    expect(global?.n).toBeGreaterThan(0);
    expect(list.body.data.every((n) => n.noticeTitle !== undefined)).toBe(true);
    const other = await get<AdminNotice[]>("/hrs/notice/admin", demo.tokens.admin2);
    expect(other.body.data.some((n) => n.noticeTitle === "系统维护通知")).toBe(false);
  });
});

describe("the share page's provider link", () => {
  it("is the forwarder's own site when it gave one, and never the staff login", async () => {
    const link = await send<{ o: string }>("/afbase/orderShare/links", demo.tokens.admin, {
      orderCode: "AE2500001",
    });
    const o = encodeURIComponent(link.body.data.o);
    const providerOf = async () =>
      (
        (await (await demo.h.call(`/afbase/external/order/orderTrack?o=${o}`, {})).json()) as {
          data: { provider: { name: string; url: string | null } };
        }
      ).data.provider;
    // No site given and no PROVIDER_URL: the footer names the forwarder without a link.
    expect((await providerOf()).url).toBeNull();
    const profile = (await get<OrgProfile>("/hrs/org/profile", demo.tokens.admin)).body.data;
    const saved = await send<OrgProfile>(
      "/hrs/org/profile",
      demo.tokens.admin,
      {
        name: profile.name,
        orgVersion: profile.orgVersion,
        validUntil: profile.validUntil,
        website: "https://www.demo-forwarding.example",
        version: profile.version,
      },
      { method: "PUT" },
    );
    expect(saved.body.data.website).toBe("https://www.demo-forwarding.example");
    await expect
      .poll(async () => (await providerOf()).url, { timeout: 10_000 })
      .toBe("https://www.demo-forwarding.example");
    const bad = await send(
      "/hrs/org/profile",
      demo.tokens.admin,
      {
        ...{ name: "x", orgVersion: "FULL", validUntil: null },
        website: "javascript:alert(1)",
        version: saved.body.data.version,
      },
      { method: "PUT" },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.messageInfo).toBe(HRS_ORG_MESSAGES.website);
  });
});
