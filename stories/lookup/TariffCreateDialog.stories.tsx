import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { TariffCreateDialog } from "../../src/widgets/lookup/TariffCreateDialog";

const meta = {
  title: "Lookup/TariffCreateDialog",
  component: TariffCreateDialog,
  args: { open: true, onOpenChange: fn(), onCreate: fn(async () => {}) },
} satisfies Meta<typeof TariffCreateDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, the currency CNY. */
export const Empty: Story = {};

/** Filled in: codes upper-cased as typed; saving sends the numbers, the carrier upper-cased. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const type = (name: string, text: string) =>
      userEvent.type(body.getByRole("textbox", { name }), text);
    await type("始发站", "ctu");
    await type("目的站", "ams");
    await type("航司", "kl");
    for (const [name, n] of [
      ["最低收费", "320"],
      ["普通运价(N)", "48"],
      ["+45", "40"],
      ["+100", "36"],
      ["+300", "33"],
      ["+500", "30"],
      ["+1000", "28"],
    ] as const)
      await type(name, n);
    await expect(body.getByRole("textbox", { name: "始发站" })).toHaveValue("CTU");
    await userEvent.click(body.getByRole("button", { name: "保存" }));
    await expect(args.onCreate).toHaveBeenCalledWith(
      expect.objectContaining({ origin: "CTU", destination: "AMS", carrier: "KL", normal: 48 }),
    );
  },
};

/** A bad code is caught before anything is sent, with the server's own message. */
export const Invalid: Story = {
  args: { initialValues: { origin: "PV", destination: "FRA" } },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole("button", { name: "保存" }));
    await expect(await body.findByRole("alert")).toHaveTextContent("始发站应为三字码");
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** The route and carrier exist already (409). */
export const Duplicate: Story = {
  args: {
    initialValues: { origin: "PVG", destination: "FRA", carrier: "LH", minimum: "300" },
    initialError: "该航线与航司的运价已存在",
  },
};

export const Phone: Story = { globals: { viewport: { value: "phone" } } };

export const English: Story = { globals: { locale: "en-US" } };
