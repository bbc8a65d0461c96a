#!/usr/bin/env node
/**
 * `npm run create-org -- --code ACME --name '某某国际货运代理有限公司' --admin admin` creates an
 * organisation and its administrator on the running server and prints the one-time link (valid
 * 24 hours) where the administrator sets a password; then sign in as `2|admin|ACME`.
 *
 * Like `npm run sso-ticket`, it does not open the database (the embedded one admits one process):
 * it asks the server on PORT through the loopback-only internal route, proving itself with the
 * secret the server wrote into DATA_DIR.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import * as v from "valibot";
import {
  INTERNAL_PREFIX,
  INTERNAL_SECRET_HEADER,
  readInternalSecret,
} from "../server/http/internal.ts";
import type { CreatedOrg } from "../src/contract/tenant.ts";
import { createOrgSchema } from "../src/domain/tenant.ts";

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

const USAGE =
  "用法: npm run create-org -- --code <机构代码> --name <机构名称> --admin <管理员登录名>\n" +
  "Usage: npm run create-org -- --code ACME --name '某某国际货运代理有限公司' --admin admin";

let values: { code?: string; name?: string; admin?: string };
try {
  ({ values } = parseArgs({
    options: { code: { type: "string" }, name: { type: "string" }, admin: { type: "string" } },
    strict: true,
  }));
} catch {
  fail(USAGE);
}
const parsed = v.safeParse(createOrgSchema, values);
if (!parsed.success) fail(`${parsed.issues[0]?.message ?? ""}\n${USAGE}`);

const port = Number(process.env.PORT || 8080);
if (!Number.isInteger(port) || port <= 0 || port > 65_535) fail(`PORT 无效: ${process.env.PORT}`);
const dataDir = path.resolve(process.env.DATA_DIR || "data");
const secret = readInternalSecret(dataDir);
if (!secret) {
  fail(
    `未找到 ${path.join(dataDir, "internal.secret")}：请先用同一 DATA_DIR 启动服务器（npm start）。\n` +
      `No internal secret in ${dataDir}: start the server first (npm start) with the same DATA_DIR.`,
  );
}

let res: Response;
try {
  res = await fetch(`http://127.0.0.1:${port}${INTERNAL_PREFIX}/orgs`, {
    method: "POST",
    headers: { "content-type": "application/json", [INTERNAL_SECRET_HEADER]: secret },
    body: JSON.stringify(parsed.output),
    signal: AbortSignal.timeout(30_000),
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
  data: CreatedOrg | null;
} | null;
if (body?.code !== 0 || !body.data) fail(body?.messageInfo ?? `HTTP ${res.status}`);
const { code, admin } = parsed.output;
process.stdout.write(
  `${body.data.link}\n` +
    `机构 ${code} 已创建。请在 ${body.data.expiresAt} 前打开上面的链接设置密码，然后以 2|${admin}|${code} 登录。\n` +
    `Organisation ${code} created. Open the link above before ${body.data.expiresAt} to set the password, then sign in as 2|${admin}|${code}.\n`,
);
