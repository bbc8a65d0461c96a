import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { splitAttachments } from "../../src/domain/order-track";
import { PhotoCarousel } from "../../src/widgets/share/PhotoCarousel";
import { track } from "./fixtures";
import { fitToContent } from "./screen-helpers";

const photos = splitAttachments(track("AE2500001").attachments).photos;

const meta = {
  title: "Share/PhotoCarousel",
  component: PhotoCarousel,
  decorators: [
    (Story) => (
      <div className="max-w-xl bg-white p-4">
        <Story />
      </div>
    ),
  ],
  args: { photos },
  play: fitToContent,
} satisfies Meta<typeof PhotoCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first photo; the carousel never moves by itself. */
export const First: Story = {};

/** The next button shows the second photo. */
export const Next: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "下一张" }));
    await expect(canvas.getByText("分单标签")).toBeInTheDocument();
    await fitToContent();
  },
};

/** From the first, previous wraps round to the last. */
export const WrapsAround: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "上一张" }));
    await expect(canvas.getByText("打板装箱")).toBeInTheDocument();
    await fitToContent();
  },
};

/** A single photo has no buttons and no dots. */
export const Single: Story = { args: { photos: photos.slice(0, 1) } };

export const Phone: Story = { globals: { viewport: { value: "phone" } } };

export const English: Story = { globals: { locale: "en-US" } };
