import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import type { ReferenceData } from "../../src/domain/reference";
import { Field } from "../../src/ui/field";
import { ReferenceDataProvider } from "../../src/ui/reference-context";
import { StationPicker } from "../../src/ui/station-picker";

const city = (code: string, nameZh: string, nameEn: string) => ({ code, nameZh, nameEn });

/** A slice of the reference files as the shell loads them. */
const REFERENCE: ReferenceData = {
  airlines: [
    { iata: "LH", icao: "DLH", prefix: "020", nameEn: "Lufthansa", nameZh: "汉莎航空" },
    {
      iata: "LX",
      icao: "SWR",
      prefix: "724",
      nameEn: "Swiss International Air Lines",
      nameZh: "瑞士国际航空",
    },
    { iata: "EK", icao: "UAE", prefix: "176", nameEn: "Emirates", nameZh: "阿联酋航空" },
    { iata: "CA", icao: "CCA", prefix: "999", nameEn: "Air China", nameZh: "中国国际航空" },
  ],
  countries: [],
  exportHotCities: [
    city("FRA", "法兰克福", "Frankfurt"),
    city("AMS", "阿姆斯特丹", "Amsterdam"),
    city("LAX", "洛杉矶", "Los Angeles"),
  ],
  importHotCities: [city("PVG", "上海浦东", "Shanghai Pudong")],
};

const meta = {
  title: "Lookup/StationPicker",
  component: StationPicker,
  decorators: [
    (Story, { parameters }) => (
      <ReferenceDataProvider value={parameters.noReference ? null : REFERENCE}>
        <div className="h-96 max-w-xs p-4">
          <Field label={parameters.label ?? "目的港"}>
            <Story />
          </Field>
        </div>
      </ReferenceDataProvider>
    ),
  ],
  args: { kind: "airport", direction: "export", onPick: fn(), className: "uppercase" },
} satisfies Meta<typeof StationPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed, as the form shows it. */
export const Closed: Story = {};

/** An export order's station: its hot cities first, then the major airports. */
export const HotCitiesFirst: Story = {
  args: { initialOpen: true },
  play: async ({ canvasElement }) => {
    const options = within(canvasElement).getAllByRole("option");
    await expect(options[0]).toHaveTextContent("FRA");
    await expect(options[0]).toHaveTextContent("热门");
  },
};

/** Typing narrows by code or name; arrows and Enter pick, and the form gets the code. */
export const TypedAndPicked: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole("combobox", { name: "目的港" });
    await userEvent.type(box, "浦东");
    await expect(within(canvasElement).getByRole("option", { name: /PVG/ })).toBeVisible();
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(args.onPick).toHaveBeenCalledWith("PVG");
    await expect(box).toHaveAttribute("aria-expanded", "false");
  },
};

/** Free text stays: a code with no suggestion is simply kept. */
export const FreeText: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole("combobox", { name: "目的港" });
    await userEvent.type(box, "zzq");
    await expect(box).toHaveValue("zzq");
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(args.onPick).not.toHaveBeenCalled();
  },
};

/** An air order's flight: the airlines from the reference file. */
export const Carrier: Story = {
  args: { kind: "carrier" },
  parameters: { label: "航班号" },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole("combobox"), "l");
    const options = within(canvasElement).getAllByRole("option");
    await expect(options.map((o) => o.textContent?.slice(0, 2))).toEqual(["LH", "LX"]);
  },
};

/** A sea order's port: UN/LOCODEs. */
export const Seaport: Story = {
  args: { kind: "seaport", initialOpen: true },
  parameters: { label: "起运港" },
};

/** Before the reference files arrive: the major airports only. */
export const NoReferenceYet: Story = {
  args: { initialOpen: true },
  parameters: { noReference: true },
};

export const English: Story = { args: { initialOpen: true }, globals: { locale: "en-US" } };
