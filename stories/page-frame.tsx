import type { Decorator } from "@storybook/react-vite";

/** A whole page (a screen behind a link), on the shell's background. */
export const pageFrame: Decorator = (Story) => (
  <main className="min-h-dvh bg-neutral-50">
    <Story />
  </main>
);
