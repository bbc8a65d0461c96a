/**
 * `npm run bench:ab -- --chat <checkout> <checkout> …`: chat delivery (bench/chat.ts: 1,000
 * sockets on one PGlite process, RATE messages a second after a warm-up second) for several
 * checkouts, interleaved round by round so the host's drift falls on all alike. Every run starts
 * from a copy of one prepared data dir. ROUNDS (default 10).
 */
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openPglite } from "../server/db/client.ts";
import { type ChatBench, prepare, run, startServers, stop } from "./chat.ts";
import { spread } from "./http.ts";

const ROUNDS = Number(process.env.ROUNDS ?? 10);

export async function abChat(checkouts: string[]): Promise<void> {
  if (checkouts.length === 0) throw new Error("give one or more checkouts");
  const template = mkdtempSync(path.join(tmpdir(), "ab-chat-"));
  const db = await openPglite(template);
  const pairs = await prepare(db);
  await db.close();
  const results = checkouts.map(() => [] as ChatBench[]);
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const [k, checkout] of checkouts.entries()) {
        const dir = mkdtempSync(path.join(tmpdir(), "ab-chat-run-"));
        cpSync(template, dir, { recursive: true });
        const servers = await startServers(1, {}, [dir], path.resolve(checkout));
        try {
          const r = await run("pglite", servers, pairs);
          results[k]?.push(r);
          console.log(
            `round ${round + 1} ${checkout}: p50 ${r.p50} p99 ${r.p99} max ${r.max} ms; ` +
              `lost ${r.lost}, doubled ${r.doubled}, errors ${r.errors}`,
          );
        } finally {
          await stop(servers);
          rmSync(dir, { recursive: true, force: true });
        }
      }
    }
  } finally {
    rmSync(template, { recursive: true, force: true });
  }
  for (const [k, checkout] of checkouts.entries()) {
    const rs = results[k] ?? [];
    console.log(
      `${checkout}: p99 ${spread(rs.map((r) => r.p99))} ms, max ${spread(rs.map((r) => r.max))} ms, ` +
        `p50 ${spread(rs.map((r) => r.p50))} ms over ${rs.length} rounds`,
    );
  }
}
