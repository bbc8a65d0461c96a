import type { StorybookConfig } from "@storybook/react-vite";
import { OPTIMIZE_DEPS } from "./optimize-deps.ts";

const config: StorybookConfig = {
  stories: ["../stories/**/*.mdx", "../stories/**/*.stories.@(ts|tsx)"],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "@storybook/addon-vitest"],
  framework: { name: "@storybook/react-vite", options: {} },
  staticDirs: ["../public", "./public"],
  core: { disableTelemetry: true },
  viteFinal: async (viteConfig) => {
    viteConfig.optimizeDeps ??= {};
    viteConfig.optimizeDeps.include = [
      ...(viteConfig.optimizeDeps.include ?? []),
      ...OPTIMIZE_DEPS,
    ];
    return viteConfig;
  },
};

export default config;
