import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { LoadState } from "../../src/ui/load-state";
import { failed, loading, ready } from "../../src/ui/loadable";

/** A list screen's block while its data loads, after it failed (with a retry), and once it is there. */
const meta = {
  title: "UI/LoadState",
  component: LoadState<string[]>,
  args: {
    value: loading,
    loadingLabel: "加载中…",
    failedText: "加载数据失败",
    retryText: "重试",
    onRetry: fn(),
    children: (data: string[]) => (
      <ul className="list-disc pl-5 text-sm">
        {data.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    ),
  },
  decorators: [(Story) => <div className="max-w-xl p-4">{Story()}</div>],
} satisfies Meta<typeof LoadState<string[]>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
export const Failed: Story = { args: { value: failed } };
export const Ready: Story = { args: { value: ready(["AE202611250001", "AE202611250002"]) } };
