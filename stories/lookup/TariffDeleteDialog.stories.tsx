import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import type { TariffRow } from "../../src/contract/tariff";
import { TariffDeleteDialog } from "../../src/widgets/lookup/TariffDeleteDialog";
import { TACT } from "./rate-fixtures";

const ROW: TariffRow = {
  ...(TACT[0] as NonNullable<(typeof TACT)[0]>),
  id: 7,
  carrier: "LH",
  validFrom: null,
  validTo: null,
  remark: "",
  version: 3,
};

const meta = {
  title: "Lookup/TariffDeleteDialog",
  component: TariffDeleteDialog,
  args: { row: ROW, onClose: fn(), onDelete: fn(async () => {}) },
} satisfies Meta<typeof TariffDeleteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The question; confirming deletes the row at its version and closes. */
export const Ask: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole("button", { name: "删除" }));
    await expect(args.onDelete).toHaveBeenCalledWith(ROW);
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Any carrier. */
export const AnyCarrier: Story = { args: { row: { ...ROW, carrier: "" } } };

/** Changed by someone else meanwhile (409): refused, said so. */
export const Stale: Story = {
  args: {
    onDelete: fn(async () => {
      throw new Error("运价已被他人修改，请刷新后重试");
    }),
  },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole("button", { name: "删除" }));
    await expect(await body.findByRole("alert")).toHaveTextContent("运价已被他人修改");
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const Phone: Story = { globals: { viewport: { value: "phone" } } };

export const English: Story = { globals: { locale: "en-US" } };
