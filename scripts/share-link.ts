#!/usr/bin/env node
/**
 * `npm run share-link -- <order code> [org code]` prints a working share link for that order;
 * `npm run share-link` prints one line per demo order: `<view> <order code> <url>`.
 *
 * The embedded database admits one process, so this asks the running server (same PORT and
 * DATA_DIR) through its loopback-only internal route, proving itself with the secret the
 * server wrote into the data dir. Links point at PUBLIC_URL, else http://localhost:PORT.
 */
import path from "node:path";
import {
  INTERNAL_PREFIX,
  INTERNAL_SECRET_HEADER,
  readInternalSecret,
} from "../server/http/internal.ts";
import type { InternalShareLink } from "../server/routes/external/internal-links.ts";

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

const port = Number(process.env.PORT || 8080);
if (!Number.isInteger(port) || port <= 0 || port > 65_535) fail(`PORT 无效: ${process.env.PORT}`);
const dataDir = path.resolve(process.env.DATA_DIR || "data");
const base = (process.env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, "");
const [orderCode, orgCode] = process.argv.slice(2).filter((arg) => arg.trim() !== "");

const secret = readInternalSecret(dataDir);
if (!secret) {
  fail(
    `未找到 ${path.join(dataDir, "internal.secret")}：请先用同一 DATA_DIR 启动服务器（npm start）。\n` +
      `No internal secret in ${dataDir}: start the server first (npm start) with the same DATA_DIR.`,
  );
}

let res: Response;
try {
  res = await fetch(`http://127.0.0.1:${port}${INTERNAL_PREFIX}/share-links`, {
    method: "POST",
    headers: { "content-type": "application/json", [INTERNAL_SECRET_HEADER]: secret },
    body: JSON.stringify({ orderCode, orgCode }),
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
  data: InternalShareLink[] | null;
} | null;
if (body?.code !== 0 || !body.data) fail(body?.messageInfo ?? `HTTP ${res.status}`);

if (orderCode) {
  const [link] = body.data;
  if (!link) fail(`订单不存在: ${orderCode}`);
  process.stdout.write(`${base}${link.path}\n`);
} else {
  for (const link of body.data) {
    process.stdout.write(`${link.view} ${link.orderCode} ${base}${link.path}\n`);
  }
}
