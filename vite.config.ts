import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { API_PREFIXES } from "./src/api/prefixes.ts";

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? "8080"}`;

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
