import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, userEvent, within } from "storybook/test";
import type { ReferenceData } from "../../src/domain/reference";
import {
  Combobox,
  type ComboboxOption,
  type ComboboxSource,
  filterOptions,
  useReferenceOptions,
} from "../../src/ui/combobox";
import { Field } from "../../src/ui/field";

/** A slice of the reference files as the shell loads them. */
const REFERENCE: ReferenceData = {
  airlines: [
    { iata: "LH", icao: "DLH", prefix: "020", nameEn: "Lufthansa", nameZh: "汉莎航空" },
    { iata: "CA", icao: "CCA", prefix: "999", nameEn: "Air China", nameZh: "中国国际航空" },
    { iata: "EK", icao: "UAE", prefix: "176", nameEn: "Emirates", nameZh: "阿联酋航空" },
  ],
  countries: [
    { code: "CN", nameEn: "China", nameZh: "中国" },
    { code: "DE", nameEn: "Germany", nameZh: "德国" },
    { code: "DK", nameEn: "Denmark", nameZh: "丹麦" },
    { code: "US", nameEn: "United States", nameZh: "美国" },
    { code: "GB", nameEn: "United Kingdom", nameZh: "英国" },
  ],
  exportHotCities: [],
  importHotCities: [],
};

type Kind = "country" | "carrier" | "airport";

function Demo({
  kind = "country",
  initial = "",
  label = "国家",
  error,
  disabled,
  defaultQuery,
  source,
}: {
  kind?: Kind;
  initial?: string;
  label?: string;
  error?: string;
  disabled?: boolean;
  defaultQuery?: string;
  source?: ComboboxSource;
}) {
  const [value, setValue] = React.useState(initial);
  const options = useReferenceOptions(kind, REFERENCE);
  return (
    <div className="h-80 w-72">
      <Field label={label} error={error}>
        <Combobox
          source={source ?? options}
          value={value}
          onValueChange={(v) => setValue(v)}
          listLabel={label}
          disabled={disabled}
          {...(defaultQuery !== undefined ? { defaultQuery } : {})}
        />
      </Field>
      <output data-testid="value" className="mt-2 block text-xs text-neutral-600">
        {value || "—"}
      </output>
    </div>
  );
}

const meta = { title: "UI/Combobox", component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** A chosen country shows its name in the UI language. */
export const Filled: Story = { args: { initial: "DE" } };

/** Typing filters: code-start matches first, then names in either language. */
export const Open: Story = { args: { defaultQuery: "d" } };

/** Carriers by their two-character code. */
export const Carriers: Story = { args: { kind: "carrier", label: "航空公司", defaultQuery: "" } };

export const Disabled: Story = { args: { initial: "CN", disabled: true } };

export const Invalid: Story = { args: { error: "请选择国家" } };

export const NoMatch: Story = { args: { defaultQuery: "xyz" } };

export const English: Story = {
  args: { label: "Country", defaultQuery: "un" },
  globals: { locale: "en-US" },
};

const COUNTRY_OPTIONS: ComboboxOption[] = REFERENCE.countries.map((c) => ({
  value: c.code,
  label: c.nameZh,
  detail: c.nameEn,
}));

/** An async source (a server search) while it answers. */
export const Searching: Story = {
  args: { defaultQuery: "de", source: () => new Promise<never>(() => {}) },
};

/** An async source that failed. */
export const SearchFailed: Story = {
  args: { defaultQuery: "de", source: () => Promise.reject(new Error("offline")) },
};

/** Keyboard, with an async source: type, ↓ to the second match, Enter chooses; the name shows. */
export const Keyboard: Story = {
  args: {
    source: async (query: string) => filterOptions(COUNTRY_OPTIONS, query),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("combobox", { name: "国家" });
    await userEvent.type(input, "d");
    await expect(await canvas.findByRole("option", { name: /丹麦/ })).toBeVisible();
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(canvas.getByTestId("value")).toHaveTextContent("DK");
    await expect(input).toHaveValue("丹麦");
    await expect(input).toHaveAttribute("aria-expanded", "false");
  },
};
