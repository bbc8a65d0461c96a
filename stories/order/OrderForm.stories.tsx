import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { EMPTY_ORDER_FIELDS, ORDER_MESSAGES } from "../../src/domain/order";
import { DEFAULT_PREFERENCES, preferencesFrom } from "../../src/domain/scope-preferences";
import { OrderForm } from "../../src/widgets/order/OrderForm";
import { AE_FIELDS, LC_FIELDS, SE_FIELDS, tallViewport } from "./fixtures";

/** The order form alone, per transport mode and state (OrderScreen shows it in its page). */
const meta = {
  title: "Order/OrderForm",
  component: OrderForm,
  parameters: { viewport: tallViewport },
  globals: { viewport: { value: "tall" } },
  args: {
    scope: "AE",
    initial: AE_FIELDS,
    digits: DEFAULT_PREFERENCES.AE.digits,
    locked: false,
    onSubmit: fn(),
    onReload: fn(),
  },
  decorators: [(Story) => <div className="max-w-5xl p-4">{Story()}</div>],
} satisfies Meta<typeof OrderForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Air: Story = {};
/** Two weight digits from the user's settings. */
export const AirTwoDigits: Story = {
  args: { digits: preferencesFrom({ orderAeDigitsWeight: 2 }).AE.digits },
};
export const Sea: Story = { args: { scope: "SE", initial: SE_FIELDS } };
export const Road: Story = { args: { scope: "LC", initial: LC_FIELDS } };
/** A new order with nothing filled: every required field's message at once. */
export const Validation: Story = {
  args: { initial: EMPTY_ORDER_FIELDS, isNew: true, validateOnMount: true },
};
export const Locked: Story = { args: { locked: true } };
export const Saving: Story = { args: { submitting: true } };
export const Conflict: Story = { args: { conflict: true } };
export const ServerRefused: Story = { args: { serverError: ORDER_MESSAGES.locked } };
