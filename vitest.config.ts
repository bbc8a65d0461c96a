import path from "node:path";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";
import { OPTIMIZE_DEPS } from "./.storybook/optimize-deps.ts";
import { ASYNC_WAIT_MS } from "./tests/async-wait.ts";
import { pinnedFontsEnv } from "./tests/fonts/pinned.ts";

const root = import.meta.dirname;
/** Every project's `expect.poll` waits as long (tests/async-wait.ts). */
const WAITS = { poll: { timeout: ASYNC_WAIT_MS } };
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
  "--font-render-hinting=none",
  "--hide-scrollbars",
];

export default defineConfig({
  test: {
    reporters: process.env.VITEST_JSON
      ? [
          "default",
          ["json", { outputFile: process.env.VITEST_JSON }],
          [
            "./tests/unhandled-errors-reporter.ts",
            { outputFile: process.env.VITEST_JSON.replace(/\.json$/, "-errors.json") },
          ],
        ]
      : ["default"],
    projects: [
      {
        plugins: [react()],
        test: {
          name: "unit",
          sequence: { groupOrder: 0 },
          expect: WAITS,
          environment: "happy-dom",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
        },
      },
      {
        test: {
          name: "server",
          sequence: { groupOrder: 1 },
          expect: WAITS,
          environment: "node",
          include: ["tests/server/**/*.test.ts"],
          // Migrates and seeds once; each file starts from a copy (decisions §52).
          globalSetup: ["tests/server/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file opens its own PGlite (hundreds of MB); two at a time fit the 2-core box.
          maxWorkers: 2,
          // Password hashes at 2^14 instead of 2^17 (server/auth/password.ts): same code, a
          // sign-in in tens of ms rather than seconds on this box.
          env: { PASSWORD_SCRYPT_LOG_N: "14" },
        },
      },
      // Two server processes on one PostgreSQL database: only where one is given
      // (TEST_DATABASE_URL, as `.ci/run` starts one); the embedded database admits one process.
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: "postgres",
                environment: "node",
                expect: WAITS,
                include: ["tests/postgres/**/*.test.ts"],
                testTimeout: 60_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: "e2e",
          sequence: { groupOrder: 3 },
          expect: WAITS,
          environment: "node",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/e2e/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        plugins: [tailwindcss(), storybookTest({ configDir: path.join(root, ".storybook") })],
        optimizeDeps: { include: OPTIMIZE_DEPS },
        // The msw service worker for story network mocks lives with Storybook, not in the app.
        publicDir: ".storybook/public",
        test: {
          name: "storybook",
          sequence: { groupOrder: 2 },
          expect: WAITS,
          setupFiles: [".storybook/vitest.setup.ts"],
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              // The pinned font set (tests/fonts/pinned.ts): the same pixels on a machine with other fonts.
              launchOptions: {
                executablePath: CHROMIUM,
                args: CHROMIUM_ARGS,
                env: pinnedFontsEnv(),
              },
              contextOptions: {
                // The window holds each story's frame. Vitest scales a frame down to fit the
                // window, so a tall screen grown to its content (fitToContent) was captured
                // shrunk (a phone page at 123 px wide); a window this tall keeps every frame 1:1.
                viewport: { width: 1600, height: 8000 },
                deviceScaleFactor: 1,
                locale: "zh-CN",
                timezoneId: "Asia/Shanghai",
              },
            }),
            instances: [{ browser: "chromium" }],
            viewport: { width: 1200, height: 900 },
            expect: {
              toMatchScreenshot: {
                comparatorName: "pixelmatch",
                // Colour threshold 0.02 (the default 0.1 misses colour changes). Up to 8 pixels may
                // differ beyond it: Chromium's software rasterizer draws the corners of a rounded
                // focus outline one of two ways depending on what the browser ran before (1 pixel
                // of 1.08 million, only in a full run). A real change — a colour, a 1 px border,
                // a moved glyph — touches dozens of pixels or more.
                comparatorOptions: { threshold: 0.02, allowedMismatchedPixels: 8 },
                resolveScreenshotPath: ({ arg, ext, testFileName }) =>
                  // One folder per story file, one PNG per story id.
                  path.join(root, "stories/__screenshots__", testFileName, `${arg}${ext}`),
              },
            },
          },
        },
      },
    ],
  },
});
