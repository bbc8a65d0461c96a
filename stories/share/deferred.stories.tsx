import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, passthrough } from "msw";
import { expect, waitFor, within } from "storybook/test";
import { ShareScreen } from "../../src/widgets/share/ShareScreen";
import { loadPart } from "../../src/widgets/share/views";
import { airDocuments, shareLoaders, track } from "./fixtures";
import { fitToContent, ready } from "./screen-helpers";

/**
 * The share page's deferred parts (deferred.tsx) before and after their code arrives. A part
 * still on its way is held by an msw handler on its module request until the story is left, so
 * its reserved box is what the capture shows. A part already loaded in this browser page renders
 * at once: in the Storybook UI the pending stories show it only on a fresh page. The test runner
 * gives each story file a fresh page and runs the pending stories first, before anything loads.
 */
type HeldPart = "air" | "qr" | "sections";

const MODULE_URLS: Record<HeldPart, RegExp> = {
  air: /\/src\/widgets\/share\/AirView\.tsx(\?|$)/,
  qr: /\/qrcode__react\.js(\?|$)|\/qrcode\.react\//,
  sections: /\/src\/widgets\/share\/sections\.ts(\?|$)/,
};

let gate: Promise<void> = Promise.resolve();
let release = () => {};
/** The parts whose module request the current story is holding. */
const held = new Set<HeldPart>();

/** Story annotations that hold `parts` until the story is left. */
function holding(parts: HeldPart[]) {
  return {
    parameters: {
      msw: parts.map((part) =>
        http.get(MODULE_URLS[part], async () => {
          held.add(part);
          await gate;
          return passthrough();
        }),
      ),
    },
    beforeEach: () => {
      held.clear();
      gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      return () => release();
    },
  };
}

/** In the test runner the parts must really be on hold, or the capture would race them. */
async function expectHeld(parts: HeldPart[]) {
  if (!(globalThis as { __vitest_browser__?: unknown }).__vitest_browser__) return;
  await waitFor(() => expect([...held].sort()).toEqual([...parts].sort()));
}

const air = {
  view: "AF" as const,
  track: track("AE2500001"),
  documents: airDocuments("AE2500001"),
};
const sea = { view: "SE" as const, track: track("SE2500001"), documents: { notice: true } };

const meta = {
  title: "Share/Deferred",
  component: ShareScreen,
  parameters: { layout: "fullscreen" },
  args: ready(air),
} satisfies Meta<typeof ShareScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The order is in, the air view's code and the QR encoder are not: both keep their place. */
export const ViewPending: Story = {
  ...holding(["air", "qr"]),
  play: async ({ canvasElement }) => {
    await expectHeld(["air", "qr"]);
    await expect(within(canvasElement).queryByText("订单信息")).toBeNull();
  },
};

/** The sea view is in, the section bodies below the order info are not: reserved boxes. */
export const SectionsPending: Story = {
  ...holding(["sections"]),
  args: ready(sea),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("订单信息");
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="share-header"] svg title')).not.toBeNull(),
    );
    await expectHeld(["sections"]);
    await expect(canvasElement.querySelector('[data-slot="track-timeline"]')).toBeNull();
    await fitToContent();
  },
};

/** Every part loaded (as the other share stories preload them): the same page, whole. */
export const Arrived: Story = {
  loaders: shareLoaders,
  args: ready(sea),
  play: async ({ canvasElement }) => {
    // A part is fetched once: asking again hands back the same module.
    await expect(await loadPart("sections")).toBe(await loadPart("sections"));
    await expect(
      canvasElement.querySelector('[data-slot="share-header"] svg title'),
    ).not.toBeNull();
    await expect(canvasElement.querySelector('[data-slot="track-timeline"]')).not.toBeNull();
    await fitToContent();
  },
};
