import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import type { ReferenceData } from "../../src/domain/reference";
import { Field } from "../../src/ui/field";
import { ReferenceDataProvider } from "../../src/ui/reference-context";
import { StationPicker } from "../../src/ui/station-picker";

/**
 * The session's reference data as the pickers inside forms read it (reference-context.tsx): with
 * the files loaded a station picker offers the hot cities first; before they load it offers the
 * major airports only.
 */
const REFERENCE: ReferenceData = {
  airlines: [],
  countries: [],
  exportHotCities: [
    { code: "FRA", nameZh: "法兰克福", nameEn: "Frankfurt" },
    { code: "LAX", nameZh: "洛杉矶", nameEn: "Los Angeles" },
  ],
  importHotCities: [],
};

const picker = (value: ReferenceData | null) => () => (
  <ReferenceDataProvider value={value}>
    <div className="h-96 max-w-xs p-4">
      <Field label="目的港">
        <StationPicker kind="airport" direction="export" onPick={fn()} initialOpen />
      </Field>
    </div>
  </ReferenceDataProvider>
);

const meta = { title: "Lookup/reference-context" } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loaded: the export hot cities lead the list. */
export const Loaded: Story = {
  render: picker(REFERENCE),
  play: async ({ canvasElement }) => {
    const options = within(canvasElement).getAllByRole("option");
    await expect(options[0]).toHaveTextContent("FRA");
  },
};

/** Not loaded yet (null): the major airports only, no hot city. */
export const NotLoadedYet: Story = {
  render: picker(null),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText("热门")).toBeNull();
  },
};
