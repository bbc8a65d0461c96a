import type { Decorator } from "@storybook/react-vite";

/** The column the share page gives its view, without the page's header and footer. */
export const viewColumn: Decorator = (Story) => (
  <div className="min-h-dvh bg-neutral-100">
    <div className="mx-auto flex max-w-4xl flex-col gap-3 px-3 py-4 sm:px-6">
      <Story />
    </div>
  </div>
);
