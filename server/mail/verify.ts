import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import { createTransport } from "nodemailer";
import { EDGE_MESSAGES } from "../../src/contract/errors.ts";

/**
 * Connects and authenticates to an SMTP server, then hangs up: what POST /hrs/user/checkEmail
 * answers. Nothing is sent. The reason of a failure is one of a few fixed Chinese phrases, never
 * the server's own text, so the check cannot be used to read banners of other services.
 */
export type SmtpCheck = {
  host: string;
  port: number;
  /** Implicit TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  user: string;
  password: string;
  timeoutMs?: number;
};

export type SmtpCheckResult = { ok: true } | { ok: false; reason: string };

/** The spec's port options (001 §7): the check connects to no other port. */
export const SMTP_PORTS: readonly number[] = [25, 454, 465, 587, 994];

/**
 * Relays an administrator allows on internal addresses (SMTP_PRIVATE_RELAYS): `host` allows that
 * host's private addresses on the spec's ports, `host:port` one more port, `host:*` any port.
 * Cloud metadata addresses are refused even then.
 */
export type SmtpRelayPolicy = { privateRelays: readonly string[] };

export function parseRelays(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
}

/** Loopback, private, link-local, carrier-grade NAT, unspecified, multicast and the like. */
const INTERNAL = new BlockList();
for (const [net, bits] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 3],
] as const) {
  INTERNAL.addSubnet(net, bits, "ipv4");
}
for (const [net, bits] of [
  ["::", 127],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
  ["64:ff9b:1::", 48],
] as const) {
  INTERNAL.addSubnet(net, bits, "ipv6");
}
/** Cloud instance metadata: never, whatever the configuration says. */
const METADATA = new BlockList();
METADATA.addAddress("169.254.169.254", "ipv4");
METADATA.addAddress("169.254.170.2", "ipv4");
METADATA.addAddress("fd00:ec2::254", "ipv6");

/** An IPv4-mapped IPv6 address (::ffff:10.0.0.1) is judged as its IPv4 address. */
function normalise(address: string): { address: string; family: "ipv4" | "ipv6" } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return { address: mapped[1], family: "ipv4" };
  return { address, family: isIP(address) === 6 ? "ipv6" : "ipv4" };
}

export function isInternalAddress(address: string): boolean {
  const a = normalise(address);
  return INTERNAL.check(a.address, a.family) || METADATA.check(a.address, a.family);
}

export function isMetadataAddress(address: string): boolean {
  const a = normalise(address);
  return METADATA.check(a.address, a.family);
}

function relayAllows(policy: SmtpRelayPolicy, host: string, port: number) {
  const name = host.toLowerCase().replace(/^\[|\]$/g, "");
  const entries = policy.privateRelays;
  const hostListed = entries.some(
    (e) => e === name || e === `${name}:*` || e === `${name}:${port}` || e === `[${name}]`,
  );
  const portListed = entries.some((e) => e === `${name}:*` || e === `${name}:${port}`);
  return { hostListed, portListed };
}

/**
 * Where the check may connect: the one address the host resolves to (resolved here once, and the
 * connection made to that address, so a second lookup cannot point it elsewhere), or the reason
 * it may not.
 */
export async function resolveSmtpTarget(
  host: string,
  port: number,
  policy: SmtpRelayPolicy,
): Promise<{ ok: true; address: string } | { ok: false; reason: string }> {
  const listed = relayAllows(policy, host, port);
  if (!SMTP_PORTS.includes(port) && !listed.portListed) {
    return { ok: false, reason: EDGE_MESSAGES.smtpPortNotAllowed };
  }
  const bare = host.replace(/^\[|\]$/g, "");
  let addresses: string[];
  if (isIP(bare)) {
    addresses = [bare];
  } else {
    try {
      addresses = (await lookup(bare, { all: true, verbatim: true })).map((a) => a.address);
    } catch {
      return { ok: false, reason: SMTP_REASONS.dns };
    }
  }
  const first = addresses[0];
  if (!first) return { ok: false, reason: SMTP_REASONS.dns };
  for (const address of addresses) {
    if (isMetadataAddress(address))
      return { ok: false, reason: EDGE_MESSAGES.smtpAddressNotAllowed };
    if (isInternalAddress(address) && !listed.hostListed) {
      return { ok: false, reason: EDGE_MESSAGES.smtpAddressNotAllowed };
    }
  }
  return { ok: true, address: first };
}

export const SMTP_TIMEOUT_MS = 8_000;

export const SMTP_REASONS = {
  auth: "用户名或密码错误",
  timeout: "连接邮件服务器超时",
  connect: "无法连接邮件服务器",
  dns: "找不到该邮件服务器",
  tls: "SSL/TLS 连接失败，请检查 SSL 与端口设置",
  protocol: "邮件服务器响应异常",
} as const;

function reasonOf(error: unknown): string {
  const e = error as { code?: string; responseCode?: number; message?: string };
  switch (e.code) {
    case "EAUTH":
    case "ENOAUTH":
      return SMTP_REASONS.auth;
    case "ETIMEDOUT":
      return SMTP_REASONS.timeout;
    case "EDNS":
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return SMTP_REASONS.dns;
    case "ETLS":
      return SMTP_REASONS.tls;
    case "EPROTOCOL":
      return SMTP_REASONS.protocol;
    default:
      // A TLS handshake against a plain server (or the reverse) surfaces as a socket error.
      if (/ssl|tls|wrong version|certificate/i.test(e.message ?? "")) return SMTP_REASONS.tls;
      return SMTP_REASONS.connect;
  }
}

export async function checkSmtp(
  check: SmtpCheck,
  policy: SmtpRelayPolicy = { privateRelays: [] },
): Promise<SmtpCheckResult> {
  const target = await resolveSmtpTarget(check.host, check.port, policy);
  if (!target.ok) return target;
  const timeout = check.timeoutMs ?? SMTP_TIMEOUT_MS;
  const servername = isIP(check.host.replace(/^\[|\]$/g, "")) ? undefined : check.host;
  const transport = createTransport({
    host: target.address,
    port: check.port,
    secure: check.secure,
    auth: { user: check.user, pass: check.password },
    // Authenticate even if the server does not advertise AUTH: a check that skipped the password
    // would call any open relay a success.
    forceAuth: true,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
    dnsTimeout: timeout,
    // The certificate is checked against the name the user gave, not the address we resolved.
    tls: { minVersion: "TLSv1.2", ...(servername ? { servername } : {}) },
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    const overall = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(Object.assign(new Error("timeout"), { code: "ETIMEDOUT" })),
        timeout + 1_000,
      );
    });
    await Promise.race([transport.verify(), overall]);
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: reasonOf(error) };
  } finally {
    clearTimeout(timer);
    transport.close();
  }
}
