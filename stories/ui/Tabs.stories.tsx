import type { Meta, StoryObj } from "@storybook/react-vite";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../src/ui/tabs";

const meta = {
  title: "UI/Tabs",
  component: Tabs,
  args: { defaultValue: "air" },
  decorators: [
    (Story) => (
      <div className="max-w-2xl p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

type Variant = "line" | "pill" | "vertical";

const PANELS = [
  ["air", "空运", "本月空运出口 128 票，进口 42 票。"],
  ["sea", "海运", "本月海运整箱 36 柜，拼箱 58 票。"],
  ["rail", "铁路", "中欧班列本月发运 12 列。"],
  ["road", "陆运", "本月陆运提派 214 车次。"],
] as const;

function ModeTabs({ variant, disabled }: { variant: Variant; disabled?: string }) {
  return (
    <>
      <TabsList variant={variant} aria-label="运输方式">
        {PANELS.map(([value, label]) => (
          <TabsTrigger key={value} value={value} disabled={value === disabled}>
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {PANELS.map(([value, , body]) => (
        <TabsContent key={value} value={value} className="text-sm text-neutral-700">
          {body}
        </TabsContent>
      ))}
    </>
  );
}

export const Line: Story = {
  render: (args) => (
    <Tabs {...args}>
      <ModeTabs variant="line" />
    </Tabs>
  ),
};

export const Pill: Story = {
  render: (args) => (
    <Tabs {...args}>
      <ModeTabs variant="pill" />
    </Tabs>
  ),
};

export const Vertical: Story = {
  render: (args) => (
    <Tabs {...args} orientation="vertical">
      <ModeTabs variant="vertical" />
    </Tabs>
  ),
};

export const SecondSelected: Story = {
  args: { defaultValue: "sea" },
  render: (args) => (
    <Tabs {...args}>
      <ModeTabs variant="line" />
    </Tabs>
  ),
};

/** A tab that is not open yet (铁路) in every variant. */
export const DisabledTab: Story = {
  render: (args) => (
    <div className="flex flex-col gap-8">
      <Tabs {...args}>
        <ModeTabs variant="line" disabled="rail" />
      </Tabs>
      <Tabs {...args}>
        <ModeTabs variant="pill" disabled="rail" />
      </Tabs>
      <Tabs {...args} orientation="vertical">
        <ModeTabs variant="vertical" disabled="rail" />
      </Tabs>
    </div>
  ),
};
