import type { Meta, StoryObj } from "@storybook/react-vite";
import { ContactUsScreen } from "../../src/widgets/help/ContactUsScreen";

/** Contact us. */
const meta = {
  title: "Help/ContactUsScreen",
  parameters: { layout: "fullscreen" },
  decorators: [
    (Story) => (
      <main className="min-h-dvh bg-neutral-50">
        <Story />
      </main>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { render: () => <ContactUsScreen bookingOnly={false} /> };
export const BookingOnly: Story = { render: () => <ContactUsScreen bookingOnly /> };
