import type { Meta, StoryObj } from "@storybook/react-vite";
import { ShareScreen } from "../../src/widgets/share/ShareScreen";
import { shareLink, shareLoaders, track } from "./fixtures";
import {
  errorState,
  fitToContent,
  notFoundState,
  screenArgs,
  withoutSections,
} from "./screen-helpers";

const full = { view: "SE" as const, track: track("SE2500001"), documents: { notice: true } };

const meta = {
  title: "Share/Screens/Sea export (SE)",
  component: ShareScreen,
  loaders: shareLoaders,
  parameters: { layout: "fullscreen" },
  args: {
    ...screenArgs("SE", shareLink("SE", "COSU6281234560"), "COSU6281234560"),
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
  args: {
    state: {
      status: "ready",
      data: {
        view: "SE",
        track: { mlbNumber: "COSU6281234560", departureStation: "CNSHA", arrivalStation: "DEHAM" },
      },
    },
  },
};

/** Order info complete; track, manifest, files and photos empty, with the spec's four texts. */
export const EmptySections: Story = {
  args: {
    state: {
      status: "ready",
      data: { ...full, track: withoutSections(full.track), documents: undefined },
    },
  },
};

export const Loading: Story = { args: { state: { status: "loading" } }, play: async () => {} };

export const ErrorState: Story = { args: { state: errorState } };

/** Unknown, expired or revoked: one answer for all. */
export const NotFound: Story = { args: { state: notFoundState } };

export const Phone: Story = { globals: { viewport: { value: "phone" } } };

export const English: Story = { globals: { locale: "en-US" } };
