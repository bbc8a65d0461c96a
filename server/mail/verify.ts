import { createTransport } from "nodemailer";

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

export async function checkSmtp(check: SmtpCheck): Promise<SmtpCheckResult> {
  const timeout = check.timeoutMs ?? SMTP_TIMEOUT_MS;
  const transport = createTransport({
    host: check.host,
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
    tls: { minVersion: "TLSv1.2" },
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
