import type { Meta, StoryObj } from "@storybook/react-vite";
import { PersonalSection } from "../../src/widgets/personal-settings/PersonalSection";
import { EMPTY, FILLED, OPTIONS } from "./fixtures";
import { SectionFrame } from "./section-frame";

/** The person's own fields: names, e-mail (read-only once set), phone with country code, language. */
const meta = {
  title: "PersonalSettings/Sections/PersonalSection",
  parameters: { layout: "fullscreen" },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const render =
  (data: typeof FILLED, validate = false): Story["render"] =>
  () => (
    <SectionFrame data={data} validate={validate}>
      {({ form, ctx, error, yesNo }) => (
        <PersonalSection
          id="personal"
          form={form}
          data={data}
          emailSet={ctx.emailSet}
          options={OPTIONS}
          yesNo={yesNo}
          error={error}
        />
      )}
    </SectionFrame>
  );

/** Filled in, the e-mail already set (shown, not editable). */
export const Filled: Story = { render: render(FILLED) };

/** Nothing filled in yet: the e-mail can be entered. */
export const Empty: Story = { render: render(EMPTY) };

/** Every required field marked, as after a submit. */
export const Errors: Story = { render: render(EMPTY, true) };
