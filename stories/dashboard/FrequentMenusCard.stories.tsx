import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { localizeMenus } from "../../src/i18n/messages/menus";
import { failed, loading, ready } from "../../src/ui/loadable";
import { FrequentMenusCard } from "../../src/widgets/dashboard/FrequentMenusCard";
import { FREQUENT } from "./fixtures";
import { cardFrame } from "./frames";

/** The first six hot menus, with the gear that opens their settings. */
const meta = {
  title: "Dashboard/FrequentMenusCard",
  parameters: { layout: "padded" },
  decorators: [cardFrame()],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
const noop = () => {};

export const Data: Story = {
  render: () => <FrequentMenusCard menus={ready(FREQUENT)} onOpen={noop} onOpenSettings={noop} />,
};

/**
 * In English, as wide as the card is in the 1200 px shell (300 px): names wider than half the card
 * take a second line, none is cut (issue 35: "Air export ord…").
 */
export const English: Story = {
  globals: { locale: "en-US" },
  render: () => (
    <div className="w-[300px]">
      <FrequentMenusCard
        menus={ready(localizeMenus(FREQUENT, "en-US"))}
        onOpen={noop}
        onOpenSettings={noop}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const labels = [...canvasElement.querySelectorAll<HTMLElement>("li a span:last-child")];
    await expect(labels.map((l) => l.textContent)).toContain("Air export orders");
    for (const label of labels) {
      await expect(label.scrollWidth, label.textContent ?? "").toBeLessThanOrEqual(
        label.clientWidth,
      );
      await expect(label.scrollHeight, label.textContent ?? "").toBeLessThanOrEqual(
        label.clientHeight,
      );
    }
  },
};

export const Loading: Story = {
  render: () => <FrequentMenusCard menus={loading} onOpen={noop} onOpenSettings={noop} />,
};

export const Empty: Story = {
  render: () => <FrequentMenusCard menus={ready([])} onOpen={noop} onOpenSettings={noop} />,
};

export const Failed: Story = {
  render: () => (
    <FrequentMenusCard menus={failed} onOpen={noop} onOpenSettings={noop} onRetry={noop} />
  ),
};

export const BookingOnly: Story = {
  render: () => <FrequentMenusCard menus={ready([])} onOpen={noop} />,
};

export const LongNames: Story = {
  render: () => (
    <FrequentMenusCard
      menus={ready([
        { id: 1, name: "集团客户贡献度分析报表（按月汇总）", path: "/a" },
        { id: 2, name: "海运出口订单", path: "/b" },
      ])}
      onOpen={noop}
      onOpenSettings={noop}
    />
  ),
};
