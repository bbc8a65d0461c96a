import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server on 127.0.0.1 that accepts one user and password and refuses every other
 * login, for the mail check tests (server and e2e). Plain text, no STARTTLS: the check must
 * authenticate for real, so AUTH is required.
 */
export const SMTP_USER = "mailer@demo.example";
export const SMTP_PASSWORD = "Right-Pass-2026";

export type SmtpFixture = {
  host: string;
  port: number;
  logins: string[];
  close: () => Promise<void>;
};

export async function startSmtpFixture(): Promise<SmtpFixture> {
  const logins: string[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    authMethods: ["PLAIN", "LOGIN"],
    logger: false,
    onAuth(auth, _session, callback) {
      logins.push(auth.username ?? "");
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) {
        callback(null, { user: auth.username });
        return;
      }
      callback(Object.assign(new Error("Invalid username or password"), { responseCode: 535 }));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    host: "127.0.0.1",
    port,
    logins,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
