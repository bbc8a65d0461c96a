import type { StorybookConfig } from "@storybook/react-vite";

const config: StorybookConfig = {
  stories: ["../stories/**/*.mdx", "../stories/**/*.stories.@(ts|tsx)"],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "@storybook/addon-vitest"],
  framework: { name: "@storybook/react-vite", options: {} },
  staticDirs: ["../public"],
  core: { disableTelemetry: true },
  viteFinal: async (viteConfig) => {
    viteConfig.optimizeDeps ??= {};
    viteConfig.optimizeDeps.include = [
      ...(viteConfig.optimizeDeps.include ?? []),
      "msw",
      "msw/browser",
      "msw-storybook-addon",
      "msw-storybook-addon/csf3",
      "sonner",
      "valibot",
      "@radix-ui/react-dialog",
      "@radix-ui/react-tabs",
      "@tanstack/react-table",
      "class-variance-authority",
      "clsx",
      "react-dom/client",
    ];
    return viteConfig;
  },
};

export default config;
