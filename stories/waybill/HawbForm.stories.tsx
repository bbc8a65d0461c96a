import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { HawbForm } from "../../src/widgets/waybill/HawbForm";
import {
  emptyWaybill,
  everyError,
  goodRecognition,
  longTexts,
  partialRecognition,
  tallViewport,
  validWaybill,
} from "./fixtures";

const meta = {
  title: "Waybill/HawbForm",
  component: HawbForm,
  parameters: { layout: "padded", viewport: tallViewport },
  globals: { viewport: { value: "formOnly" } },
  args: {
    initial: emptyWaybill,
    executedOn: "22NOV26",
    onSubmit: () => {},
    recognize: async () => goodRecognition,
  },
} satisfies Meta<typeof HawbForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const EmptySubmitted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole("button", { name: "保存" })[0] as HTMLElement);
    await expect(await canvas.findByText("请输入主单号")).toBeVisible();
    await expect(canvas.getByText("请输入目的港")).toBeVisible();
  },
};

export const Valid: Story = { args: { initial: validWaybill } };

export const EveryError: Story = {
  args: { initial: everyError, validateOnMount: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("主单号不符合模7规则")).toBeVisible();
    await expect(canvas.getByText("美国邮编必须为5位数字")).toBeVisible();
  },
};

export const TypingChecksAtOnce: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("目的港"), "la");
    await expect(await canvas.findByText("目的港必须为3位字母")).toBeVisible();
    await expect(canvas.getByLabelText("目的港")).toHaveValue("LA");
    await userEvent.type(canvas.getByLabelText(/^主单号/), "78112345675");
    await userEvent.tab();
    await expect(canvas.getByLabelText(/^主单号/)).toHaveValue("781-12345675");
  },
};

export const AcceptRecognised: Story = {
  args: { initial: validWaybill, recognize: async () => partialRecognition },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const consignee = within(canvas.getByRole("region", { name: "收货人" }));
    await userEvent.click(consignee.getByRole("button", { name: "识别地址" }));
    await userEvent.type(body.getByLabelText("地址文本"), "PEAK OUTDOOR SUPPLY CO");
    await userEvent.click(body.getByRole("button", { name: "开始识别" }));
    await userEvent.click(await body.findByRole("button", { name: "填入收货人" }));
    await expect(consignee.getByLabelText("城市")).toHaveValue("DALLAS");
    await expect(await consignee.findByText("美国邮编必须为5位数字")).toBeVisible();
    await userEvent.clear(consignee.getByLabelText("邮编"));
    await userEvent.type(consignee.getByLabelText("邮编"), "75234");
    await expect(consignee.queryByText("美国邮编必须为5位数字")).toBeNull();
    await userEvent.clear(consignee.getByLabelText("州代码"));
    await expect(await consignee.findByText("US地址必须填写州代码")).toBeVisible();
  },
};

export const LongTexts: Story = { args: { initial: longTexts, validateOnMount: true } };

export const ServerRefused: Story = {
  args: { initial: validWaybill, serverError: "收货人：美国邮编必须为5位数字" },
};

export const Saving: Story = { args: { initial: validWaybill, submitting: true } };

export const PrintPreview: Story = {
  args: { initial: validWaybill, initialDialog: { kind: "preview" } },
  globals: { viewport: { value: "desktop" } },
};

export const Mobile: Story = {
  args: { initial: validWaybill },
  globals: { viewport: { value: "phone" } },
};

export const MobileWithErrors: Story = {
  args: { initial: everyError, validateOnMount: true },
  globals: { viewport: { value: "phone" } },
};

export const English: Story = {
  args: { initial: validWaybill },
  globals: { locale: "en-US", viewport: { value: "formOnly" } },
};

/** The master number's rules, one story per message (seed 001 §5): how many digits… */
export const MawbNotElevenDigits: Story = {
  args: { initial: { ...validWaybill, mawbNumber: "781-1234567" }, validateOnMount: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("主单号只能为11位数字")).toBeVisible();
  },
};

/** …the airline prefix… */
export const MawbPrefixNotDigits: Story = {
  args: { initial: { ...validWaybill, mawbNumber: "7A1-12345675" }, validateOnMount: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("主单号前三位必须为数字")).toBeVisible();
  },
};

/** …the hyphen in fourth place… */
export const MawbHyphenMissing: Story = {
  args: { initial: { ...validWaybill, mawbNumber: "7811-2345675" }, validateOnMount: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('主单号第四位必须为"-"')).toBeVisible();
  },
};

/** …and the eight-digit serial (the mod-7 check is in EveryError). */
export const MawbSerialNotDigits: Story = {
  args: { initial: { ...validWaybill, mawbNumber: "781-1234567A" }, validateOnMount: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("主单号后八位必须为数字")).toBeVisible();
  },
};
