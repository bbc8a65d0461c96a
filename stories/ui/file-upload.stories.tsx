import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { Field } from "../../src/ui/field";
import { FileUpload } from "../../src/ui/file-upload";

const PDF = [".pdf"];
const MB = 1024 * 1024;

const meta = {
  title: "UI/FileUpload",
  component: FileUpload,
  decorators: [
    (Story, { parameters }) => (
      <div className="w-[28rem]">
        <Field label={parameters.label ?? "上传PDF"}>
          <Story />
        </Field>
      </div>
    ),
  ],
  args: { accept: PDF, maxBytes: 2 * MB, onFile: fn() },
} satisfies Meta<typeof FileUpload>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The drop zone with its button and the accepted types and size, in the UI language. */
export const Default: Story = {};

/** The caller's own hint (the order's photo and file rules). */
export const WithHint: Story = {
  args: {
    accept: [".jpg", ".jpeg", ".bmp", ".png"],
    maxBytes: 10 * MB,
    hint: "照片：JPG、JPEG、BMP、PNG，不超过 10MB",
  },
};

/** An upload under way: the file's name and its progress. */
export const Uploading: Story = { args: { progress: { name: "提单草稿.pdf", fraction: 0.42 } } };

export const Disabled: Story = { args: { disabled: true } };

/** The server's failure under the zone. */
export const Invalid: Story = { args: { error: "上传失败，请重试" } };

export const English: Story = {
  args: { progress: { name: "draft-bl.pdf", fraction: 0.8 } },
  parameters: { label: "Upload a PDF" },
  globals: { locale: "en-US" },
};

/** The button alone, for a toolbar (the chat composer's). */
export const ButtonOnly: Story = { args: { variant: "button", buttonLabel: "发送文件" } };

/** A file of another type is refused with the message, before anything is sent. */
export const WrongType: Story = {
  play: async ({ canvasElement, args }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error("no file input");
    await userEvent.upload(input, new File(["x"], "地址.docx"), { applyAccept: false });
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent(
      "不支持的文件类型：地址.docx（可上传 PDF）",
    );
    await expect(args.onFile).not.toHaveBeenCalled();
  },
};

/** A file over the size is refused with the size message. */
export const TooLarge: Story = {
  play: async ({ canvasElement, args }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error("no file input");
    await userEvent.upload(input, new File([new Uint8Array(2 * MB + 1)], "扫描件.pdf"));
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent(
      "文件大小不能超过 2MB",
    );
    await expect(args.onFile).not.toHaveBeenCalled();
  },
};

/** A caller that starts the upload and reports its progress back. */
function Uploader(props: React.ComponentProps<typeof FileUpload>) {
  const [progress, setProgress] = React.useState<{ name: string; fraction: number } | null>(null);
  return (
    <FileUpload
      {...props}
      progress={progress}
      onFile={(file) => {
        props.onFile(file);
        setProgress({ name: file.name, fraction: 0 });
      }}
    />
  );
}

/** A file that fits is handed over (its upload starts); the button is reached by Tab and named by the field. */
export const Accepted: Story = {
  render: (args) => <Uploader {...args} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole("button", { name: "上传PDF" })).toHaveFocus();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error("no file input");
    await userEvent.upload(input, new File(["%PDF"], "提单.pdf"));
    await expect(args.onFile).toHaveBeenCalledOnce();
  },
};
