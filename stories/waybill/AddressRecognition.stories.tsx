import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { AddressRecognitionDialog } from "../../src/widgets/waybill/AddressRecognitionDialog";
import {
  chineseRecognition,
  dialogArgs,
  goodRecognition,
  partialRecognition,
  truncatedRecognition,
  unresolvedRecognition,
} from "./fixtures";

const meta = {
  title: "Waybill/AddressRecognition",
  component: AddressRecognitionDialog,
  parameters: {
    layout: "fullscreen",
    viewport: {
      options: {
        review: { name: "Review", styles: { width: "1200px", height: "1100px" }, type: "desktop" },
        phone: { name: "Phone 375", styles: { width: "375px", height: "812px" }, type: "mobile" },
      },
    },
  },
  globals: { viewport: { value: "review" } },
  args: dialogArgs,
} satisfies Meta<typeof AddressRecognitionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PasteInput: Story = {};

export const PasteAndRecognise: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(
      body.getByLabelText("地址文本"),
      "ACME TRADING LLC{enter}1200 E 7TH STREET SUITE 300{enter}LOS ANGELES, CA 90021{enter}USA",
    );
    await userEvent.click(body.getByRole("button", { name: "开始识别" }));
    await expect(await body.findByText("核对识别结果")).toBeVisible();
  },
};

export const UploadTab: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole("tab", { name: "上传PDF" }));
    await expect(await body.findByRole("button", { name: "选择PDF文件" })).toBeVisible();
  },
};

export const Good: Story = { args: { initialState: { step: "review", result: goodRecognition } } };

export const Partial: Story = {
  args: { initialState: { step: "review", result: partialRecognition } },
};

export const Truncated: Story = {
  args: { role: "shipper", initialState: { step: "review", result: truncatedRecognition } },
};

export const ChineseText: Story = {
  args: { role: "shipper", initialState: { step: "review", result: chineseRecognition } },
};

export const CountryNotFound: Story = {
  args: { initialState: { step: "review", result: unresolvedRecognition } },
};

export const Failed: Story = {
  args: {
    initialText: "%PDF-1.4 ����",
    initialState: {
      step: "error",
      message: "PDF中没有可识别的文字（可能是扫描件），请粘贴地址文本",
    },
  },
};

export const NothingFound: Story = {
  args: {
    initialText: "-----",
    initialState: { step: "error", message: "未识别到地址信息，请检查文本后重试" },
  },
};

export const Phone: Story = {
  args: { initialState: { step: "review", result: partialRecognition } },
  globals: { viewport: { value: "phone" } },
};

export const English: Story = {
  args: { initialState: { step: "review", result: partialRecognition } },
  globals: { locale: "en-US", viewport: { value: "review" } },
};
