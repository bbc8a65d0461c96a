import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Input } from "../../src/ui/input";
import {
  BooleanChoice,
  Choice,
  ChoiceLayout,
  Section,
} from "../../src/widgets/personal-settings/layout";
import { EMPTY, FILLED } from "./fixtures";
import { SectionFrame } from "./section-frame";

/**
 * The settings dialog's building blocks on their own (layout.tsx): a titled section with its
 * hint, and the segmented choices that stand for a radio group, named by their label.
 */
const meta = {
  title: "PersonalSettings/Layout",
  parameters: { layout: "fullscreen" },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const YES_NO = [
  { value: "1", label: "是" },
  { value: "0", label: "否" },
] as const;

const render =
  (data: typeof FILLED): Story["render"] =>
  () => (
    <SectionFrame data={data}>
      {({ form }) => (
        <>
          <Section id="layout-first" title="空运出口" hint="新建订单时带出的默认值">
            <div className="grid grid-cols-2 gap-4">
              <Choice
                control={form.control}
                name="loadingDateType"
                label="AE 装货日期默认"
                required
                options={[
                  { value: "LOCALTIME", label: "当前时间 + 4 小时" },
                  { value: "FLIGHTDATE", label: "航班日期 23:00" },
                ]}
              />
              <BooleanChoice
                control={form.control}
                name="orderEditNewPage"
                label="订单在新页面打开"
                options={YES_NO}
              />
            </div>
          </Section>
          <Section id="layout-second" title="没有提示的分区">
            <ChoiceLayout label="未必填的选择">
              {(labelId) => (
                <Input aria-labelledby={labelId} defaultValue="任意控件" className="w-60" />
              )}
            </ChoiceLayout>
          </Section>
        </>
      )}
    </SectionFrame>
  );

/** Saved choices: flight date, orders open in a new page. */
export const Filled: Story = {
  render: render(FILLED),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole("radiogroup", { name: "订单在新页面打开" });
    await expect(group).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "空运出口" })).toBeVisible();
  },
};

/** Nothing saved yet: the defaults. */
export const Empty: Story = { render: render(EMPTY) };

/** A choice changed by a click. */
export const Changed: Story = {
  render: render(EMPTY),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const flight = canvas.getByRole("radio", { name: "航班日期 23:00" });
    await userEvent.click(flight);
    await expect(flight).toBeChecked();
  },
};
