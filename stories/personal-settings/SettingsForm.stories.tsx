import type { Meta, StoryObj } from "@storybook/react-vite";
import { Dialog } from "../../src/ui/dialog";
import { SettingsForm } from "../../src/widgets/personal-settings/SettingsForm";
import { FILLED, OPTIONS, SETTINGS_VIEWPORT } from "./fixtures";

/**
 * The loaded settings as one form inside the dialog: its sections, the save error and the
 * buttons. The dialog's own states (loading, load failure) are PersonalSettingsDialog's stories.
 */
const noop = () => {};

const meta = {
  title: "PersonalSettings/Sections/SettingsForm",
  component: SettingsForm,
  parameters: {
    layout: "fullscreen",
    viewport: SETTINGS_VIEWPORT,
  },
  globals: { viewport: { value: "settings" } },
  decorators: [
    (Story) => (
      <Dialog open onOpenChange={noop}>
        <Story />
      </Dialog>
    ),
  ],
  args: {
    open: true,
    onOpenChange: noop,
    data: FILLED,
    options: OPTIONS,
    helpUrl: "/tutorial?doc=personal-settings",
    onSave: noop,
    onVerify: noop,
    onReload: noop,
  },
} satisfies Meta<typeof SettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The saved settings, ready to edit. */
export const Filled: Story = {};

/** Saving: the confirm button busy. */
export const Saving: Story = { args: { saving: true } };

/** Another window saved first: the conflict text with a reload. */
export const SaveConflict: Story = {
  args: { saveError: { message: "设置已在其他窗口修改，请刷新后重试", conflict: true } },
};
