import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import type { AddressRecognition } from "../../src/domain/address-recognition";
import { RecognitionReview } from "../../src/widgets/waybill/RecognitionReview";
import {
  chineseRecognition,
  goodRecognition,
  partialRecognition,
  truncatedRecognition,
  unresolvedRecognition,
} from "./fixtures";

/** Holds the edited values, as the dialog does, so typing in a story works. */
function Editable({ result }: { result: AddressRecognition }) {
  const [values, setValues] = React.useState(result.fields);
  return <RecognitionReview result={result} values={values} onValuesChange={setValues} />;
}

const meta = {
  title: "Waybill/RecognitionReview",
  component: RecognitionReview,
  parameters: { layout: "padded" },
  globals: { viewport: { value: "desktop" } },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
  args: { result: goodRecognition, values: goodRecognition.fields, onValuesChange: () => {} },
  render: (args) => <Editable result={args.result} />,
} satisfies Meta<typeof RecognitionReview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every field read cleanly, with the contact found and one company suggestion. */
export const Good: Story = {};

/** Inferred country and phone, and a postcode in the wrong format. */
export const Flagged: Story = {
  args: { result: partialRecognition, values: partialRecognition.fields },
};

/** Long name, address and code cut to their limits. */
export const Truncated: Story = {
  args: { result: truncatedRecognition, values: truncatedRecognition.fields },
};

/** Chinese name and address flagged because the waybill prints Latin text only. */
export const ChineseText: Story = {
  args: { result: chineseRecognition, values: chineseRecognition.fields },
};

/** A country the server could not resolve, and most fields empty. */
export const CountryNotFound: Story = {
  args: { result: unresolvedRecognition, values: unresolvedRecognition.fields },
};

/** The flagged review in English. */
export const English: Story = {
  args: { result: partialRecognition, values: partialRecognition.fields },
  globals: { locale: "en-US", viewport: { value: "desktop" } },
};
