/**
 * Finding 5 of the hardening issue: the SMTP check connects only to the spec's ports, resolves the
 * host once, and refuses loopback, link-local, private and metadata addresses unless an
 * administrator allows the relay (SMTP_PRIVATE_RELAYS).
 */
import { createServer, type Server } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { silentLogger } from "../../server/log.ts";
import { isInternalAddress, resolveSmtpTarget } from "../../server/mail/verify.ts";
import { type Harness, startHarness } from "./harness.ts";
import { api } from "./helpers.ts";
import { SMTP_PASSWORD, SMTP_USER, type SmtpFixture, startSmtpFixture } from "./smtp-fixture.ts";

let h: Harness;
let smtp: SmtpFixture;
let silent: Server;
let silentPort = 0;
let accepted = 0;
const { send } = api(() => h);

beforeAll(async () => {
  smtp = await startSmtpFixture();
  // An open port that never answers: before the fix the check waited 8 s on it ("超时").
  silent = createServer(() => {
    accepted += 1;
  });
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  silentPort = (silent.address() as { port: number }).port;
  h = await startHarness();
});

afterAll(async () => {
  silent.close();
  await Promise.all([h.close(), smtp.close()]);
});

const check = async (mailSmtp: string, mailPort: number) => {
  const token = await h.login("1|staff@demo.example|DEMO");
  const started = performance.now();
  const res = await send("/hrs/user/checkEmail", token, {
    userEmail: "staff@demo.example",
    mailAddress: "",
    mailSmtp,
    mailUser: SMTP_USER,
    mailVerifyCode: SMTP_PASSWORD,
    mailSsl: "0",
    mailPort,
  });
  return { ...res, ms: performance.now() - started };
};

describe("POST /hrs/user/checkEmail without a configured relay", () => {
  it("refuses a port outside 25, 454, 465, 587, 994 without connecting", async () => {
    const res = await check("127.0.0.1", silentPort);
    expect(res.body).toEqual({
      code: 1,
      messageInfo: "验证失败：端口只允许 25、454、465、587、994",
      data: null,
    });
    expect(accepted).toBe(0);
  });

  it.each([
    ["127.0.0.1", 25],
    ["localhost", 587],
    ["10.1.2.3", 25],
    ["192.168.1.1", 465],
    ["169.254.169.254", 25],
    ["[::1]", 25],
  ])("refuses %s:%s, an internal address, at once", async (host, port) => {
    const res = await check(host, port);
    expect(res.body.messageInfo).toBe("验证失败：不允许连接内部网络地址");
    expect(res.ms).toBeLessThan(2000);
  });
});

describe("resolving the host", () => {
  it("classifies internal addresses, IPv4-mapped ones too", () => {
    for (const a of ["127.0.0.1", "10.0.0.5", "172.20.1.1", "192.168.0.1", "169.254.1.1"]) {
      expect(isInternalAddress(a)).toBe(true);
    }
    for (const a of [
      "::1",
      "fe80::1",
      "fd12::1",
      "::ffff:127.0.0.1",
      "::ffff:10.0.0.1",
      "0.0.0.0",
    ]) {
      expect(isInternalAddress(a)).toBe(true);
    }
    for (const a of ["203.0.113.5", "8.8.8.8", "2001:db8::1", "::ffff:8.8.8.8"]) {
      expect(isInternalAddress(a)).toBe(false);
    }
  });

  it("lets an administrator allow a private relay, but never the metadata address", async () => {
    const relays = { privateRelays: ["127.0.0.1", "10.0.0.9:2525", "169.254.169.254:*"] };
    expect(await resolveSmtpTarget("127.0.0.1", 587, relays)).toEqual({
      ok: true,
      address: "127.0.0.1",
    });
    expect((await resolveSmtpTarget("127.0.0.1", 2525, relays)).ok).toBe(false);
    expect(await resolveSmtpTarget("10.0.0.9", 2525, relays)).toEqual({
      ok: true,
      address: "10.0.0.9",
    });
    expect(await resolveSmtpTarget("169.254.169.254", 25, relays)).toEqual({
      ok: false,
      reason: "不允许连接内部网络地址",
    });
  });

  it("checks a configured relay for real (the fixture on the loopback)", async () => {
    // The same database behind an app whose administrator listed the fixture as a relay.
    const relayed = createApp({
      db: h.db,
      config: loadConfig({
        STATIC_DIR: "",
        LOG_REQUESTS: "0",
        SMTP_PRIVATE_RELAYS: `${smtp.host}:${smtp.port}`,
      }),
      log: silentLogger,
    });
    const token = await h.login("1|staff@demo.example|DEMO");
    const res = await relayed.request("/hrs/user/checkEmail", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${token}`,
        "x-test-client": "203.0.113.8",
      },
      body: JSON.stringify({
        userEmail: "staff@demo.example",
        mailAddress: "",
        mailSmtp: smtp.host,
        mailUser: SMTP_USER,
        mailVerifyCode: SMTP_PASSWORD,
        mailSsl: "0",
        mailPort: smtp.port,
      }),
    });
    expect(await res.json()).toEqual({ code: 0, messageInfo: "验证成功", data: true });
  });
});
