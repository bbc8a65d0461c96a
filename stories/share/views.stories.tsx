import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { AirView, SeaView } from "../../src/widgets/share/views";
import { airDocuments, shareLoaders, track } from "./fixtures";
import { viewColumn } from "./frames";
import { fitToContent, withoutSections } from "./screen-helpers";

/**
 * The share page's view table (views.tsx): each view in its own chunk, drawn through the lazy
 * wrapper the page uses, once its code has arrived (the loaders fetch it first). The state while
 * a view's code is on its way is in Share/deferred (ViewPending).
 */
const meta = {
  title: "Share/views",
  loaders: shareLoaders,
  parameters: { layout: "fullscreen" },
  decorators: [viewColumn],
  play: fitToContent,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** An air link: the air view from its own chunk. */
export const Air: Story = {
  render: () => (
    <AirView
      view="AF"
      track={withoutSections(track("AE2500001"))}
      documents={airDocuments("AE2500001")}
      linkTarget="_blank"
      onMore={fn()}
      onOpenNotice={fn()}
      onDownloadMaster={fn()}
      onDownloadHouse={fn()}
    />
  ),
};

/** A sea link: the sea view from its own chunk. */
export const Sea: Story = {
  render: () => (
    <SeaView
      view="SE"
      track={withoutSections(track("SE2500001"))}
      documents={{ notice: true }}
      linkTarget="_blank"
      onOpenNotice={fn()}
    />
  ),
};
