import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { TariffImportDialog } from "../../src/widgets/lookup/TariffImportDialog";

/** The tariffs' .xlsx import on its own: before a file, a clean import, one with bad rows. */
const meta = {
  title: "Lookup/TariffImportDialog",
  component: TariffImportDialog,
  parameters: { layout: "fullscreen" },
  args: {
    open: true,
    onOpenChange: fn(),
    onImport: fn(async () => ({ imported: 3, errors: [] })),
  },
} satisfies Meta<typeof TariffImportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseFile: Story = {};
export const Imported: Story = { args: { initialResult: { imported: 12, errors: [] } } };
export const WithRowErrors: Story = {
  args: {
    initialResult: {
      imported: 10,
      errors: [
        { row: 3, message: "普通运价应为数字" },
        { row: 9, message: "目的站应为三字码" },
      ],
    },
  },
};
export const Phone: Story = { globals: { viewport: { value: "phone" } } };
export const English: Story = {
  globals: { locale: "en-US" },
  args: { initialResult: { imported: 10, errors: [{ row: 3, message: "普通运价应为数字" }] } },
};
