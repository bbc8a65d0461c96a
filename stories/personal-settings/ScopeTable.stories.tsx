import type { Meta, StoryObj } from "@storybook/react-vite";
import { ScopeTable } from "../../src/widgets/personal-settings/ScopeTable";
import { EMPTY, FILLED } from "./fixtures";
import { SectionFrame } from "./section-frame";

/** The per-scope digits, default stations and lock filter, one row per business scope. */
const meta = {
  title: "PersonalSettings/Sections/ScopeTable",
  parameters: { layout: "fullscreen" },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const render =
  (data: typeof FILLED): Story["render"] =>
  () => (
    <SectionFrame data={data}>
      {({ form, error }) => (
        <ScopeTable control={form.control} error={error} register={form.register} />
      )}
    </SectionFrame>
  );

/** Every scope with its saved digits and defaults. */
export const Filled: Story = { render: render(FILLED) };

/** The spec's defaults for a user who never saved. */
export const Defaults: Story = { render: render(EMPTY) };
