import type { Meta, StoryObj } from "@storybook/react-vite";
import { TutorialScreen } from "../../src/widgets/help/TutorialScreen";
import { pageFrame } from "../page-frame";

/** The tutorial page: videos, the user manual and the newcomer guide. */
const meta = {
  title: "Help/TutorialScreen",
  parameters: { layout: "fullscreen" },
  decorators: [pageFrame],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
const noop = () => {};

const tutorial = (tab: "videos" | "manual" | "guide", video = "online-quote") => (
  <TutorialScreen
    tab={tab}
    video={video}
    manualHref="/help/user-manual.html"
    onTabChange={noop}
    onVideoChange={noop}
  />
);
export const Videos: Story = { render: () => tutorial("videos") };
export const OtherVideo: Story = { render: () => tutorial("videos", "business-analysis") };
export const Manual: Story = { render: () => tutorial("manual") };
export const Guide: Story = { render: () => tutorial("guide") };
export const Mobile: Story = {
  render: () => tutorial("videos"),
  globals: { viewport: { value: "phone" } },
};
