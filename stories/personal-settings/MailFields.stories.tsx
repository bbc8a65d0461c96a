import type { Meta, StoryObj } from "@storybook/react-vite";
import { MailFields } from "../../src/widgets/personal-settings/MailFields";
import { ADMIN, FILLED } from "./fixtures";
import { SectionFrame } from "./section-frame";

/** The mail fields alone, in each role's order (the mail section frames them). */
const meta = {
  title: "PersonalSettings/Sections/MailFields",
  parameters: { layout: "fullscreen" },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const render =
  (data: typeof FILLED, admin: boolean, mailOn = true, validate = false): Story["render"] =>
  () => (
    <SectionFrame data={data} validate={validate}>
      {({ form, error, yesNo }) => (
        <MailFields
          form={form}
          admin={admin}
          mailOn={mailOn}
          passwordSet={data.mailPasswordSet}
          yesNo={yesNo}
          error={error}
        />
      )}
    </SectionFrame>
  );

/** A staff member's order. */
export const Staff: Story = { render: render(FILLED, false) };

/** An administrator's order. */
export const Admin: Story = { render: render(ADMIN, true) };

/** Not required while sending through the mailbox is off. */
export const Optional: Story = { render: render({ ...FILLED, mailValid: "0" }, false, false) };

/** Emptied and checked: each required field marked. */
export const Errors: Story = {
  render: render(
    { ...FILLED, mailSmtp: "", mailUser: "", mailAddress: "", mailPasswordSet: false },
    false,
    true,
    true,
  ),
};
