import type { Meta, StoryObj } from "@storybook/react-vite";
import { ShareScreen } from "../../src/widgets/share/ShareScreen";
import { lcOrder, shareLink, shareLoaders } from "./fixtures";
import { errorState, fitToContent, notFoundState, screenArgs } from "./screen-helpers";

const full = { view: "LC" as const, order: lcOrder("LC2500001"), documents: { notice: true } };

const meta = {
  title: "Share/Screens/Road (LC)",
  component: ShareScreen,
  loaders: shareLoaders,
  parameters: { layout: "fullscreen" },
  args: {
    ...screenArgs("LC", shareLink("LC", "LC2500001"), "LC2500001"),
    state: { status: "ready", data: full },
  },
  play: fitToContent,
} satisfies Meta<typeof ShareScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every section with data, every section open. */
export const Full: Story = {};

/** Only what an order has at booking: most values read '-', the sections are empty. */
export const Minimal: Story = {
  args: { state: { status: "ready", data: { view: "LC", order: lcOrder("LC2590001") } } },
};

/** Order info complete; track, manifest, files and photos empty, with the spec's four texts. */
export const EmptySections: Story = {
  args: {
    state: {
      status: "ready",
      data: {
        ...full,
        order: { ...full.order, routeTracks: [], attachments: [] },
        documents: undefined,
      },
    },
  },
};

export const Loading: Story = { args: { state: { status: "loading" } }, play: async () => {} };

export const ErrorState: Story = { args: { state: errorState } };

/** Unknown, expired or revoked: one answer for all. */
export const NotFound: Story = { args: { state: notFoundState } };

export const Phone: Story = { globals: { viewport: { value: "phone" } } };

export const English: Story = { globals: { locale: "en-US" } };
