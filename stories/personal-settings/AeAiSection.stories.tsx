import type { Meta, StoryObj } from "@storybook/react-vite";
import { AeAiSection } from "../../src/widgets/personal-settings/AeAiSection";
import { EMPTY, FILLED, OPTIONS } from "./fixtures";
import { SectionFrame } from "./section-frame";

/** Air export and import: warehouses, barcode size, the new-page and close-after-save choices. */
const meta = {
  title: "PersonalSettings/Sections/AeAiSection",
  parameters: { layout: "fullscreen" },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const render =
  (data: typeof FILLED, validate = false): Story["render"] =>
  () => (
    <SectionFrame data={data} validate={validate}>
      {({ form, error, yesNo }) => (
        <AeAiSection id="aeai" form={form} options={OPTIONS} yesNo={yesNo} error={error} />
      )}
    </SectionFrame>
  );

/** Saved choices. */
export const Filled: Story = { render: render(FILLED) };

/** Nothing chosen yet. */
export const Empty: Story = { render: render(EMPTY) };

/**
 * Stored values the form refuses, marked as after a submit: the HAWB copy and loading date
 * choices unset (an account from before they existed) and a warehouse id that is not a number.
 */
const INVALID = {
  ...EMPTY,
  orderAeHawbCopyAwbInfo: "",
  loadingDateType: "",
  aeWarehouseId: "WH-12",
} as unknown as typeof EMPTY;
export const Errors: Story = { render: render(INVALID, true) };
