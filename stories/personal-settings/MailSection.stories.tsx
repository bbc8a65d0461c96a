import type { Meta, StoryObj } from "@storybook/react-vite";
import { MailSection } from "../../src/widgets/personal-settings/MailSection";
import { ADMIN, EMPTY, FILLED } from "./fixtures";
import { SectionFrame } from "./section-frame";

/** Sending through the user's own mailbox: the switch, the fields and the verify button. */
const meta = {
  title: "PersonalSettings/Sections/MailSection",
  parameters: { layout: "fullscreen" },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const noop = () => {};
const render =
  (
    data: typeof FILLED,
    options: { validate?: boolean; verifying?: boolean } = {},
  ): Story["render"] =>
  () => (
    <SectionFrame data={data} validate={options.validate}>
      {({ form, ctx, error, yesNo }) => (
        <MailSection
          id="mail"
          form={form}
          ctx={ctx}
          passwordSet={data.mailPasswordSet}
          yesNo={yesNo}
          error={error}
          verifying={options.verifying ?? false}
          verifyResult={null}
          onVerify={noop}
        />
      )}
    </SectionFrame>
  );

/** A staff member's mailbox, on, with a saved password. */
export const On: Story = { render: render(FILLED) };

/** Off: the fields are not required. */
export const Off: Story = { render: render({ ...FILLED, mailValid: "0" }) };

/** An administrator's layout. */
export const Admin: Story = { render: render(ADMIN) };

/** The verify call under way. */
export const Verifying: Story = { render: render(FILLED, { verifying: true }) };

/** On, with nothing filled in: every mail field marked. */
export const Errors: Story = { render: render({ ...EMPTY, mailValid: "1" }, { validate: true }) };
