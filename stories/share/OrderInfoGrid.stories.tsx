import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { OrderInfoGrid } from "../../src/widgets/share/OrderInfoGrid";
import { fitToContent } from "./screen-helpers";

const meta = {
  title: "Share/OrderInfoGrid",
  component: OrderInfoGrid,
  decorators: [
    (Story) => (
      <div className="max-w-3xl bg-white p-4">
        <Story />
      </div>
    ),
  ],
  args: {
    items: [
      { kind: "text", label: "始发站", value: "PVG" },
      { kind: "text", label: "中转站", value: "CAN" },
      { kind: "text", label: "目的站", value: "AMS" },
      { kind: "text", label: "航班", value: "CZ3524 / CZ307" },
      { kind: "compare", label: "件数", planned: "120", confirmed: "120", flagged: false },
      {
        kind: "compare",
        label: "毛重 (KG)",
        planned: "2,450.0",
        confirmed: "2,510.5",
        flagged: false,
      },
      {
        kind: "compare",
        label: "体积 (CBM)",
        planned: "14.200",
        confirmed: "15.600",
        flagged: false,
      },
      {
        kind: "compare",
        label: "计费重 (KG)",
        planned: "3,000.000",
        confirmed: "3,090.000",
        flagged: false,
      },
      { kind: "text", label: "英文品名", value: "LED LIGHTING FIXTURES", wide: true },
    ],
  },
  play: fitToContent,
} satisfies Meta<typeof OrderInfoGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every figure just inside its tolerance: nothing highlighted. */
export const WithinTolerance: Story = {};

/** Every figure just outside: tinted cards, red confirmed values and a "differs" tag. */
export const AllDiffer: Story = {
  args: {
    items: [
      { kind: "compare", label: "件数", planned: "48", confirmed: "50", flagged: true },
      {
        kind: "compare",
        label: "毛重 (KG)",
        planned: "5,000.0",
        confirmed: "5,101.0",
        flagged: true,
      },
      {
        kind: "compare",
        label: "体积 (CBM)",
        planned: "30.000",
        confirmed: "26.900",
        flagged: true,
      },
      {
        kind: "compare",
        label: "计费重 (KG)",
        planned: "5,000.000",
        confirmed: "5,180.000",
        flagged: true,
      },
    ],
  },
};

/** Values not yet recorded read '-'. */
export const Missing: Story = {
  args: {
    items: [
      { kind: "text", label: "航班", value: null },
      { kind: "compare", label: "件数", planned: "10", confirmed: "-", flagged: false },
      { kind: "compare", label: "毛重 (KG)", planned: "250.0", confirmed: "-", flagged: false },
      { kind: "text", label: "中文品名", value: "", wide: true },
    ],
  },
};

export const Phone: Story = { globals: { viewport: { value: "phone" } } };

export const English: Story = {
  globals: { locale: "en-US" },
  args: {
    items: [
      { kind: "text", label: "Origin", value: "PVG" },
      { kind: "compare", label: "Pieces", planned: "48", confirmed: "50", flagged: true },
      {
        kind: "compare",
        label: "Gross weight (KG)",
        planned: "5,000.0",
        confirmed: "5,010.0",
        flagged: false,
      },
    ],
  },
};

/**
 * English with the widest figures (3,090.000 beside "Confirmed"): each figure stays inside its
 * card, wrapping under its label where the two do not fit on one line (issue 35).
 */
export const EnglishWideFigures: Story = {
  globals: { locale: "en-US" },
  args: {
    items: [
      { kind: "compare", label: "Pieces", planned: "120", confirmed: "120", flagged: false },
      {
        kind: "compare",
        label: "Gross weight (KG)",
        planned: "2,450.0",
        confirmed: "2,510.5",
        flagged: false,
      },
      {
        kind: "compare",
        label: "Volume (CBM)",
        planned: "14.200",
        confirmed: "15.600",
        flagged: false,
      },
      {
        kind: "compare",
        label: "Chargeable weight (KG)",
        planned: "3,000.000",
        confirmed: "3,090.000",
        flagged: true,
      },
    ],
  },
  play: async (context) => {
    await fitToContent();
    const cards = context.canvasElement.querySelectorAll("[data-slot=order-info-grid] dl > div");
    await expect(cards.length).toBe(4);
    for (const card of cards) {
      const box = card.getBoundingClientRect();
      const figures = [...card.querySelectorAll("dd span")].filter(
        (span) => span.childElementCount === 0 && /^[\d,.]+$/.test(span.textContent ?? ""),
      );
      await expect(figures.length).toBe(2);
      for (const figure of figures) {
        await expect(figure.getBoundingClientRect().right).toBeLessThanOrEqual(box.right - 1);
      }
    }
  },
};
