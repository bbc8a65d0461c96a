import type { Meta, StoryObj } from "@storybook/react-vite";
import { CcSection } from "../../src/widgets/personal-settings/CcSection";
import { FILLED, OPTIONS } from "./fixtures";
import { SectionFrame } from "./section-frame";

/** The default cc lists of the notices, folded until opened. */
const meta = {
  title: "PersonalSettings/Sections/CcSection",
  parameters: { layout: "fullscreen" },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const render =
  (defaultOpen: boolean): Story["render"] =>
  () => (
    <SectionFrame data={FILLED}>
      {({ form, error }) => (
        <CcSection
          id="cc"
          form={form}
          ccUsers={OPTIONS.ccUsers}
          defaultOpen={defaultOpen}
          error={error}
        />
      )}
    </SectionFrame>
  );

/** Folded: only the title. */
export const Closed: Story = { render: render(false) };

/** Opened: each list with its chosen colleagues. */
export const Open: Story = { render: render(true) };
