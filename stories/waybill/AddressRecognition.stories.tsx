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

/** The server's answer to a PDF without a text layer (a scan): its message, nothing else. */
export const Failed: Story = {
  args: {
    initialState: {
      step: "error",
      message: "PDF中没有可识别的文字（可能是扫描件），请粘贴地址文本",
    },
  },
};

/**
 * A PDF's bytes pasted as text (issue 35): not sent, not shown back; the message says to upload
 * the file instead and the text area is cleared.
 */
export const PastedPdfBytes: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const area = body.getByLabelText("地址文本");
    await userEvent.click(area);
    await userEvent.paste(
      "%PDF-1.4\n%\uFFFD\uFFFD\uFFFD\uFFFD\n1 0 obj\n<< /Length 5 >>\nstream\n\uFFFD\u0001\uFFFD",
    );
    await userEvent.click(body.getByRole("button", { name: "开始识别" }));
    await expect(
      await body.findByText("粘贴的内容不是文字（像是PDF文件本身），请在“上传PDF”中上传该文件"),
    ).toBeVisible();
    await expect(area).toHaveValue("");
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
