import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  logLevel: "warn",
  build: { outDir: "../../.tmp/floor", emptyOutDir: true, manifest: true, target: "es2022" },
});
