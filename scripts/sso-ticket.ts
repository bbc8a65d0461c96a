#!/usr/bin/env node
/**
 * `npm run sso-ticket -- '<type|login|orgCode>'` prints a one-time single sign-on ticket for that
 * member, and nothing else, so it can be piped: open /efForLogin?token=<ticket> within 2 minutes.
 *
 * The embedded database admits one process, so this asks the running server (same PORT and
 * DATA_DIR) through its loopback-only internal route, proving itself with the secret the
 * server wrote into the data dir.
 */
import path from "node:path";
import {
  INTERNAL_PREFIX,
  INTERNAL_SECRET_HEADER,
  readInternalSecret,
} from "../server/http/internal.ts";
import { parseLoginName } from "../src/domain/login.ts";

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

const port = Number(process.env.PORT || 8080);
if (!Number.isInteger(port) || port <= 0 || port > 65_535) fail(`PORT 无效: ${process.env.PORT}`);
const dataDir = path.resolve(process.env.DATA_DIR || "data");
const args = process.argv.slice(2).filter((arg) => arg.trim() !== "");
const username = args[0] ?? "";
if (args.length !== 1 || !parseLoginName(username)) {
  fail(
    "用法: npm run sso-ticket -- '<类型|登录名|机构代码>'，例如 '1|staff@demo.example|DEMO'\n" +
      "Usage: npm run sso-ticket -- '<type|login|orgCode>', e.g. '1|staff@demo.example|DEMO'",
  );
}

const secret = readInternalSecret(dataDir);
if (!secret) {
  fail(
    `未找到 ${path.join(dataDir, "internal.secret")}：请先用同一 DATA_DIR 启动服务器（npm start）。\n` +
      `No internal secret in ${dataDir}: start the server first (npm start) with the same DATA_DIR.`,
  );
}

let res: Response;
try {
  res = await fetch(`http://127.0.0.1:${port}${INTERNAL_PREFIX}/sso-tickets`, {
    method: "POST",
    headers: { "content-type": "application/json", [INTERNAL_SECRET_HEADER]: secret },
    body: JSON.stringify({ username }),
    signal: AbortSignal.timeout(15_000),
  });
} catch {
  fail(
    `无法连接 http://127.0.0.1:${port}：服务器是否在运行？\n` +
      `Cannot reach the server on port ${port}. Is it running (npm start) with this PORT?`,
  );
}
if (res.status === 404) {
  fail(
    "服务器拒绝了内部请求：它使用的 DATA_DIR 与本命令不同，或已重启。\n" +
      "The server refused the internal call: it runs with another DATA_DIR, or restarted since.",
  );
}
const body = (await res.json().catch(() => null)) as {
  code: number;
  messageInfo: string;
  data: { ticket: string; expiresAt: string } | null;
} | null;
if (body?.code !== 0 || !body.data) fail(body?.messageInfo ?? `HTTP ${res.status}`);
process.stdout.write(`${body.data.ticket}\n`);
