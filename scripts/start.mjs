#!/usr/bin/env node
// `npm start`: build the app if the tree changed since the last build, then serve app + API.
import { spawn } from "node:child_process";
import path from "node:path";
import { ensureBuild } from "./ensure-build.mjs";

const root = path.resolve(import.meta.dirname, "..");
ensureBuild();
const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "server/main.ts")], {
  cwd: root,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
