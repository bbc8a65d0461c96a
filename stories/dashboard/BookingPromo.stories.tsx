import type { Meta, StoryObj } from "@storybook/react-vite";
import { BookingPromo } from "../../src/widgets/dashboard/BookingPromo";

/** The booking-version promotion. */
const meta = {
  title: "Dashboard/BookingPromo",
  parameters: { layout: "padded" },
  decorators: [
    (Story) => (
      <div className="w-[380px]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
const noop = () => {};

export const Default: Story = {
  decorators: [
    (Story) => (
      <div className="w-[900px]">
        <Story />
      </div>
    ),
  ],
  render: () => <BookingPromo href="/contactUs" onNavigate={noop} />,
};
