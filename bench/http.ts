import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import autocannon from "autocannon";

const root = path.resolve(import.meta.dirname, "..");

export type HttpResult = { name: string; rps: number; p99: number; p50: number; errors: number };

export function spawnReady(args: string[], env: Record<string, string>): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    const timer = setTimeout(
      () => reject(new Error(`not ready: ${args.join(" ")}\n${out}`)),
      60_000,
    );
    child.stdout?.on("data", (d) => {
      out += d;
      if (/ready|"listening"/.test(out)) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.on("exit", (code) => reject(new Error(`exited ${code}: ${out}`)));
  });
}

export async function cannon(
  name: string,
  url: string,
  opts: {
    duration?: number;
    connections?: number;
    headers?: Record<string, string>;
    overallRate?: number;
  } = {},
): Promise<HttpResult> {
  const result = await autocannon({
    url,
    duration: opts.duration ?? 5,
    connections: opts.connections ?? 10,
    headers: opts.headers ?? {},
    ...(opts.overallRate ? { overallRate: opts.overallRate } : {}),
  });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
