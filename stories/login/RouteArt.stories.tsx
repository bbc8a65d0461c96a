import type { Meta, StoryObj } from "@storybook/react-vite";
import RouteArt from "../../src/widgets/login/RouteArt";

const meta = {
  title: "Login/RouteArt",
  component: RouteArt,
  parameters: { layout: "fullscreen" },
  args: { panelWidth: 560 },
  argTypes: { panelWidth: { control: { type: "range", min: 320, max: 560, step: 10 } } },
  // The login screen's brand panel (LoginScreen's aside): brand blue, 40 px padding, white ink.
  render: ({ panelWidth }) => (
    <div
      className="relative flex min-h-dvh flex-col justify-center overflow-hidden bg-brand p-10 text-white"
      style={{ width: panelWidth }}
    >
      <RouteArt />
    </div>
  ),
} satisfies Meta<{ panelWidth: number }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The panel at its widest (560 px, a 1280 px screen and up): arc, sea line and rail dashes. */
export const WidePanel: Story = {};

/** The panel at its narrowest, 44 % of a 1024 px screen where it first appears. */
export const NarrowPanel: Story = { args: { panelWidth: 450 } };
