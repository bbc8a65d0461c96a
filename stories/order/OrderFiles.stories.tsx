import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { uploadOrderFile } from "../../src/api/order";
import { type FileType, OrderFiles } from "../../src/widgets/order/OrderFiles";
import { FILES, handlers, UUID } from "./fixtures";

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];

const png = (name: string, size = PNG.length) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG);
  return new File([bytes], name, { type: "image/png" });
};

/** The upload's file input (behind its 选择文件 button). */
const fileInput = (canvasElement: HTMLElement) => {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error("no file input");
  return input;
};

const meta = {
  title: "Order/OrderFiles",
  component: OrderFiles,
  args: {
    files: FILES,
    locked: false,
    onUpload: fn(async () => {}),
    onDelete: fn(async () => {}),
    onOpen: fn(),
  },
} satisfies Meta<typeof OrderFiles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two photos and an invoice. */
export const List: Story = {};

export const Empty: Story = { args: { files: [] } };

/** A locked order: the list only. */
export const Locked: Story = { args: { locked: true } };

/** An upload on its way: the bar stops at 45 % for the capture. */
export const Progress: Story = {
  args: {
    onUpload: fn((_file: File, _type: FileType, onProgress: (fraction: number) => void) => {
      onProgress(0.45);
      return new Promise<void>(() => {});
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), png("货物照片.png"));
    const bar = await canvas.findByRole("progressbar", { name: "上传进度" });
    await expect(bar).toHaveAttribute("aria-valuenow", "45");
  },
};

/** Uploaded through the contract's path (msw answers the multipart POST). */
export const Uploaded: Story = {
  parameters: { msw: [handlers.upload()] },
  args: {
    onUpload: fn(async (file: File, type: FileType, onProgress: (fraction: number) => void) => {
      await uploadOrderFile(UUID, type, file, onProgress);
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), png("过磅单2.png"));
    await expect(await canvas.findByText("过磅单2.png 已上传")).toBeVisible();
  },
};

/** A photo that is not an image: refused before anything is sent. */
export const WrongType: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = fileInput(canvasElement);
    await userEvent.upload(input, new File(["%PDF-1.7"], "发票.pdf", { type: "application/pdf" }), {
      applyAccept: false,
    });
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "图片仅支持 JPG、JPEG、BMP、PNG 格式",
    );
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

/** A file whose content does not match its extension. */
export const ContentMismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), new File(["hello"], "fake.png"));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("文件内容与扩展名不符");
  },
};

/** A photo over 10 MB. */
export const TooBig: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), png("全景.png", 10 * 1024 * 1024 + 1));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("图片大小不能超过 10MB");
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

/** The same check in English. */
export const TooBigEnglish: Story = {
  globals: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), png("panorama.png", 10 * 1024 * 1024 + 1));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "A photo may be at most 10 MB",
    );
  },
};

/** A name with a control character (a right-to-left override, issue 33), refused in English. */
export const BadNameEnglish: Story = {
  globals: { locale: "en-US" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), png("invoice\u202egnp.exe.png"));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "A file name must not be empty, longer than 200 characters or contain control characters",
    );
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

export const Phone: Story = { globals: { viewport: { value: "phone" } } };
