import type { Meta, StoryObj } from "@storybook/react-vite";
import { splitAttachments } from "../../src/domain/order-track";
import { FileList } from "../../src/widgets/share/FileList";
import { track } from "./fixtures";
import { fitToContent } from "./screen-helpers";

const meta = {
  title: "Share/FileList",
  component: FileList,
  decorators: [
    (Story) => (
      <div className="max-w-xl bg-white p-4">
        <Story />
      </div>
    ),
  ],
  args: { files: splitAttachments(track("AE2500001").attachments).files, target: "_blank" },
  play: fitToContent,
} satisfies Meta<typeof FileList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A file whose address the server did not send: '未获取到附件地址', no open link. */
export const MissingAddress: Story = {
  args: {
    files: [
      {
        orderFileId: "1",
        fileName: "报关单 2231202510004567.pdf",
        fileType: "文件",
        fileUrl: null,
      },
      {
        orderFileId: "2",
        fileName: "A very long file name for the certificate of origin issued by the chamber.pdf",
        fileType: "文件",
        fileUrl: "#certificate",
        fileRemark: "原产地证",
      },
    ],
  },
};

export const Phone: Story = { globals: { viewport: { value: "phone" } } };

export const English: Story = {
  args: {
    files: [
      { orderFileId: "1", fileName: "Customs declaration.pdf", fileType: "文件", fileUrl: null },
    ],
  },
  globals: { locale: "en-US" },
};
