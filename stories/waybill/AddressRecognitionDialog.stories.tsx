import type { Meta, StoryObj } from "@storybook/react-vite";
import { AddressRecognitionDialog } from "../../src/widgets/waybill/AddressRecognitionDialog";
import { dialogArgs, goodRecognition, partialRecognition } from "./fixtures";

const meta = {
  title: "Waybill/AddressRecognitionDialog",
  component: AddressRecognitionDialog,
  parameters: { layout: "fullscreen" },
  globals: { viewport: { value: "desktop" } },
  args: dialogArgs,
} satisfies Meta<typeof AddressRecognitionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paste tab, nothing typed yet. */
export const Empty: Story = {};

/** Paste tab with an address block already typed, the counter showing its length. */
export const Filled: Story = {
  args: { initialText: goodRecognition.block },
};

/** The server is reading the text: the start button shows its spinner. */
export const Loading: Story = {
  args: { initialText: goodRecognition.block, initialState: { step: "loading" } },
};

/** The server's error shown under the paste box. */
export const ErrorShown: Story = {
  args: {
    initialText: "-----",
    initialState: { step: "error", message: "未识别到地址信息，请检查文本后重试" },
  },
};

/** Review step for the shipper, with inferred and badly formatted fields flagged. */
export const ReviewFlagged: Story = {
  args: { role: "shipper", initialState: { step: "review", result: partialRecognition } },
};

/** The paste step in English. */
export const English: Story = {
  args: { initialText: goodRecognition.block },
  globals: { locale: "en-US", viewport: { value: "desktop" } },
};

/** The paste step on a 375 px phone. */
export const Phone: Story = {
  args: { initialText: goodRecognition.block },
  globals: { viewport: { value: "phone" } },
};
