import type { Meta, StoryObj } from "@storybook/react-vite";
import { BlockCard, BlockError } from "../../src/widgets/dashboard/BlockCard";
import { cardFrame } from "./frames";

/** The frame every dashboard block shares, and a block's own failure inside it. */
const meta = {
  title: "Dashboard/BlockCard",
  decorators: [cardFrame()],
  parameters: { layout: "padded" },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  render: () => (
    <BlockCard title="公告">
      <p className="text-sm text-neutral-700">块的内容在标题下方，白底卡片。</p>
    </BlockCard>
  ),
};

/** Actions sit right of the title; a long title is cut, the actions never wrap. */
export const LongTitleWithActions: Story = {
  render: () => (
    <BlockCard
      title="活跃度排行前十的合作公司（按最近三十天的业务量）"
      actions={<span className="text-sm text-brand">更多</span>}
    >
      <p className="text-sm text-neutral-700">内容</p>
    </BlockCard>
  ),
};

/** One block failed: the spec's text and a retry, the rest of the page keeps working. */
export const Failed: Story = {
  render: () => (
    <BlockCard title="常用菜单">
      <BlockError message="数据获取失败" onRetry={() => {}} />
    </BlockCard>
  ),
};
