import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Composer } from "../../src/widgets/chat/Composer";

/** The text box with image and file buttons; Enter sends. */
const meta = {
  title: "Chat/Composer",
  component: Composer,
  parameters: { layout: "fullscreen" },
  decorators: [
    (Story) => (
      <div className="w-[480px]">
        <Story />
      </div>
    ),
  ],
  args: {
    draft: "",
    disabled: false,
    onDraftChange: () => {},
    onSend: () => {},
    onSendFile: fn(),
  },
} satisfies Meta<typeof Composer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** A draft kept from before a reload. */
export const WithDraft: Story = { args: { draft: "另外，需要报关吗？\n请一并确认。" } };
export const Disabled: Story = { args: { disabled: true } };

/** An image button given a PDF: refused in the UI language before anything is sent. */
export const WrongImageType: Story = {
  play: async ({ canvasElement, args }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error("no file input");
    await userEvent.upload(input, new File(["%PDF"], "报价.pdf"), { applyAccept: false });
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent(
      "不支持的文件类型：报价.pdf",
    );
    await expect(args.onSendFile).not.toHaveBeenCalled();
  },
};
