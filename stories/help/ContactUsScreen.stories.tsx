import type { Meta, StoryObj } from "@storybook/react-vite";
import { ContactUsScreen } from "../../src/widgets/help/ContactUsScreen";
import { pageFrame } from "../page-frame";

/** Contact us. */
const meta = {
  title: "Help/ContactUsScreen",
  parameters: { layout: "fullscreen" },
  decorators: [pageFrame],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { render: () => <ContactUsScreen bookingOnly={false} /> };
export const BookingOnly: Story = { render: () => <ContactUsScreen bookingOnly /> };
