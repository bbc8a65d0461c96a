import type { Meta, StoryObj } from "@storybook/react-vite";
import { NoticeDialog } from "../../src/widgets/dashboard/NoticeDialog";
import { NOTICES } from "./fixtures";
import { cardFrame } from "./frames";

/** One notice, its text shown as text (never as HTML). */
const meta = {
  title: "Dashboard/NoticeDialog",
  parameters: { layout: "padded" },
  decorators: [cardFrame()],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
const noop = () => {};

export const Loading: Story = {
  render: () => <NoticeDialog notice={NOTICES[0] ?? null} content={null} onClose={noop} />,
};

export const Text: Story = {
  render: () => (
    <NoticeDialog
      notice={NOTICES[2] ?? null}
      content={
        "即日起至月底，通过平台在线订舱华东至北美航线，享受公布运价 9 折优惠。\n<b>不会被当作 HTML</b>"
      }
      onClose={noop}
    />
  ),
};
