import type { Decorator } from "@storybook/react-vite";

/** A dashboard block at the width it has in the page's column (wider blocks pass theirs). */
export const cardFrame =
  (width = "w-[380px]"): Decorator =>
  (Story) => (
    <div className={width}>
      <Story />
    </div>
  );
