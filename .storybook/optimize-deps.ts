/**
 * Dependencies pre-bundled up front. Without this, the first story that imports one of them
 * makes Vite re-optimise and reload mid-run, which fails whatever test was running (a cold CI).
 */
export const OPTIMIZE_DEPS = [
  "msw",
  "msw/browser",
  "msw-storybook-addon",
  "msw-storybook-addon/csf3",
  "sonner",
  "valibot",
  "@radix-ui/react-dialog",
  "@radix-ui/react-tabs",
  "@radix-ui/react-dropdown-menu",
  "@tanstack/react-table",
  "class-variance-authority",
  "clsx",
  "jotai",
  "wouter",
  "wouter/memory-location",
  "@tanstack/react-query",
  "react",
  "react-dom",
  "react-dom/client",
  "react-dom/server",
  "react/jsx-runtime",
  "react/jsx-dev-runtime",
  "react-hook-form",
  "@hookform/resolvers/valibot",
  "qrcode.react",
  "storybook/test",
  "@nivo/bar",
  "driver.js",
];
