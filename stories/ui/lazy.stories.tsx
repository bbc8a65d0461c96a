import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, userEvent, within } from "storybook/test";
import { Button } from "../../src/ui/button";
import { lazyComponent, lazyModule, retryFailedLoads } from "../../src/ui/lazy";

/**
 * The one lazy-with-preload helper (ui/lazy.tsx): a component whose code comes later. Until it
 * arrives its place keeps the fallback's size; once here it draws at once; a failed load goes to
 * the nearest error boundary, and after `retryFailedLoads()` it is asked for again.
 */
function Card({ title }: { title: string }) {
  return (
    <section className="w-80 rounded-lg border border-neutral-200 bg-white p-4">
      <h2 className="text-base font-semibold text-neutral-900">{title}</h2>
      <p className="mt-1 text-sm text-neutral-600">这段代码按需加载。</p>
    </section>
  );
}
const fallback = (
  <div className="h-[78px] w-80 rounded-lg bg-neutral-100" role="status" aria-label="加载中" />
);

/** Never arrives: the fallback stays. */
const Pending = lazyComponent(
  lazyModule(() => new Promise<{ Card: typeof Card }>(() => {})),
  (m) => m.Card,
  { fallback, name: "Pending" },
);

/** Already here (preloaded, or bundled with its caller): draws without suspending. */
const Arrived = lazyComponent(
  lazyModule(() => Promise.resolve({ Card }), { Card }),
  (m) => m.Card,
  { fallback, name: "Arrived" },
);

/** Fails the first time (offline), arrives on the retry. */
let attempts = 0;
const Flaky = lazyComponent(
  lazyModule(() => {
    attempts += 1;
    return attempts === 1
      ? Promise.reject(new TypeError("Failed to fetch dynamically imported module"))
      : Promise.resolve({ Card });
  }),
  (m) => m.Card,
  { fallback, name: "Flaky" },
);

class Boundary extends React.Component<{ children: React.ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="flex w-80 items-center justify-between rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        <span>请检查您的网络</span>
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            retryFailedLoads();
            this.setState({ failed: false });
          }}
        >
          重试
        </Button>
      </div>
    );
  }
}

const meta = {
  title: "UI/lazy",
  decorators: [
    (Story) => (
      <div className="bg-neutral-50 p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Its code on the way: the fallback holds the place. */
export const Loading: Story = { render: () => <Pending title="运单详情" /> };

/** Its code here: drawn at once. */
export const Loaded: Story = {
  render: () => <Arrived title="运单详情" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { name: "运单详情" })).toBeVisible();
  },
};

/** Its code failed to arrive, then arrived on the retry. */
export const FailedThenRetried: Story = {
  render: () => (
    <Boundary>
      <Flaky title="运单详情" />
    </Boundary>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "重试" }));
    await expect(await canvas.findByRole("heading", { name: "运单详情" })).toBeVisible();
  },
};

/** Its code failed to arrive: the boundary's message and retry. */
export const Failed: Story = {
  render: () => (
    <Boundary>
      <AlwaysFails title="运单详情" />
    </Boundary>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("button", { name: "重试" })).toBeVisible();
  },
};

const AlwaysFails = lazyComponent(
  lazyModule<{ Card: typeof Card }>(() => Promise.reject(new TypeError("offline"))),
  (m) => m.Card,
  { fallback, name: "AlwaysFails" },
);
