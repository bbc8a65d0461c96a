import type { Meta, StoryObj } from "@storybook/react-vite";
import { QuoteFrameScreen } from "../../src/widgets/inquiry/QuoteFrameScreen";
import { pageFrame } from "../page-frame";

/** The online quote page in its frame, with the agent-branch question. */
const meta = {
  title: "Inquiry/QuoteFrameScreen",
  parameters: { layout: "fullscreen" },
  decorators: [pageFrame],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
const noop = () => {};

/**
 * A stand-in quote page: the real one is served by the app's server. It names the product's font
 * (as the real one does): a bare `sans-serif` is whatever a machine's fontconfig picks, so the
 * baseline would change with the machine's installed fonts.
 */
const FRAME_PAGE = `data:text/html;charset=utf-8,${encodeURIComponent(
  '<body style="margin:0;font:14px &quot;Noto Sans CJK SC&quot;,sans-serif;background:#f7f8fa"><div style="background:#002fa7;color:#fff;padding:14px 24px;font-size:18px">在线报价</div><p style="padding:16px 24px">PVG → LAX　共 4 条运价</p></body>',
)}`;

export const Default: Story = {
  render: () => (
    <QuoteFrameScreen
      src={FRAME_PAGE}
      height={900 - 86}
      agentPrompt={{ open: false, busy: false }}
      onAgentAnswer={noop}
    />
  ),
};
export const Loading: Story = {
  render: () => (
    <QuoteFrameScreen
      src={null}
      height={900 - 86}
      agentPrompt={{ open: false, busy: false }}
      onAgentAnswer={noop}
    />
  ),
};
export const AskAgentBranch: Story = {
  render: () => (
    <QuoteFrameScreen
      src={FRAME_PAGE}
      height={900 - 86}
      agentPrompt={{ open: true, busy: false }}
      onAgentAnswer={noop}
    />
  ),
};
export const CreatingAgentBranch: Story = {
  render: () => (
    <QuoteFrameScreen
      src={FRAME_PAGE}
      height={900 - 86}
      agentPrompt={{ open: true, busy: true }}
      onAgentAnswer={noop}
    />
  ),
};
