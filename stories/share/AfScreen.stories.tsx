import type { Meta, StoryObj } from "@storybook/react-vite";
import { ShareScreen } from "../../src/widgets/share/ShareScreen";
import { airDocuments, shareLink, shareLoaders, track } from "./fixtures";
import {
  errorState,
  fitToContent,
  notFoundState,
  screenArgs,
  withoutSections,
} from "./screen-helpers";

const full = {
  view: "AF" as const,
  track: track("AE2500001"),
  documents: airDocuments("AE2500001"),
};

const meta = {
  title: "Share/Screens/Air export (AF)",
  component: ShareScreen,
  loaders: shareLoaders,
  parameters: { layout: "fullscreen" },
  args: {
    ...screenArgs("AF", shareLink("AF", "784-55123401_SHA25110001"), "784-55123401_SHA25110001"),
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
  args: { state: { status: "ready", data: { view: "AF", track: track("AE2500003") } } },
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

/** Every plan-versus-confirm figure just outside its tolerance; not yet departed. */
export const Differences: Story = {
  args: {
    code: "020-66244113_SHA25110021",
    state: {
      status: "ready",
      data: { view: "AF", track: track("AE2500002"), documents: airDocuments("AE2500002") },
    },
  },
};

/** 320 px, the narrowest phone. */
export const Narrow320: Story = { globals: { viewport: { value: "narrow" } } };

/** A failed MORE or download shows its message above the sections. */
export const ActionFailed: Story = { args: { notice: "操作失败，暂无运单信息" } };
