import type { Meta, StoryObj } from "@storybook/react-vite";
import { BookingPromo } from "../../src/widgets/dashboard/BookingPromo";
import { cardFrame } from "./frames";

/** The booking-version promotion. */
const meta = {
  title: "Dashboard/BookingPromo",
  parameters: { layout: "padded" },
  decorators: [cardFrame()],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
const noop = () => {};

export const Default: Story = {
  decorators: [cardFrame("w-[900px]")],
  render: () => <BookingPromo href="/contactUs" onNavigate={noop} />,
};
