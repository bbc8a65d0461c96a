import type { Decorator } from "@storybook/react-vite";

/** A dashboard block at the width it has in the page's column (wider blocks pass theirs). */
export const cardFrame =
  (width = "w-[380px]"): Decorator =>
  (Story) => (
    <div className={width}>
      <Story />
    </div>
  );

/** A page behind a dashboard link, on the shell's background. */
export const pageFrame: Decorator = (Story) => (
  <main className="min-h-dvh bg-neutral-50">
    <Story />
  </main>
);
