import type { Meta, StoryObj } from "@storybook/react-vite";
import { HelpCard } from "../../src/widgets/dashboard/HelpCard";
import { cardFrame } from "./frames";

/** Help videos, tutorial, manual and the newcomer guide. */
const meta = {
  title: "Dashboard/HelpCard",
  parameters: { layout: "padded" },
  decorators: [cardFrame()],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
const noop = () => {};

const HELP_LINKS = {
  video: (id: string) => `/tutorial?video=${id}`,
  allVideos: "/tutorial",
  tutorial: "/tutorial",
  manual: "/help/user-manual.html",
};

export const Default: Story = {
  render: () => (
    <HelpCard links={{ ...HELP_LINKS, guide: "/tutorial?tab=guide" }} onNavigate={noop} />
  ),
};

export const GuideLoading: Story = {
  render: () => <HelpCard links={{ ...HELP_LINKS, guide: null }} onNavigate={noop} />,
};
