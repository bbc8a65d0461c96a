import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { API_PREFIXES } from "./src/api/prefixes.ts";

/** The build's version: the client compares it with /version.json (pack_vue_version) on clicks. */
const APP_VERSION = process.env.APP_VERSION ?? new Date().toISOString().replace(/[-:.TZ]/g, "");

function versionFile(): Plugin {
  return {
    name: "version-json",
    apply: "build",
    generateBundle() {
      this.emitFile({
        type: "asset",
        fileName: "version.json",
        source: `${JSON.stringify({ pack_vue_version: APP_VERSION })}\n`,
      });
    },
  };
}

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? "8080"}`;

export default defineConfig({
  plugins: [react(), tailwindcss(), versionFile()],
  define: { __APP_VERSION__: JSON.stringify(APP_VERSION) },
  build: {
    manifest: true,
    target: "es2022",
    cssCodeSplit: true,
    sourcemap: false,
  },
  server: {
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [`^${prefix}/`, apiTarget])),
  },
});
