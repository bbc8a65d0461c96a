import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { checkWaybillParty, type WaybillParty } from "../../src/domain/waybill-record";
import { PartyEditor, type PartyEditorProps } from "../../src/widgets/waybill/PartyEditor";
import { caConsignee, chineseShipper, deConsignee, usConsignee } from "./fixtures";

/** Live: the rules run on every change, as in the form. */
function LivePartyEditor(props: Omit<PartyEditorProps, "onChange" | "errors">) {
  const [value, setValue] = React.useState<WaybillParty>(props.value);
  return (
    <div className="max-w-3xl">
      <PartyEditor {...props} value={value} errors={checkWaybillParty(value)} onChange={setValue} />
    </div>
  );
}

const meta = {
  title: "Waybill/PartyEditor",
  component: LivePartyEditor,
  args: { role: "consignee", value: usConsignee, onRecognize: () => {} },
} satisfies Meta<typeof LivePartyEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnitedStates: Story = {};
export const UnitedStatesZipPlusFour: Story = {
  args: { value: { ...usConsignee, postcode: "90021-1234", state: "" } },
};
export const Canada: Story = { args: { value: caConsignee } };
export const CanadaBadPostcode: Story = { args: { value: { ...caConsignee, postcode: "M5H" } } };
/** Canada's subdivisions are provinces: the message says 省代码. */
export const CanadaMissingProvince: Story = { args: { value: { ...caConsignee, state: "" } } };
/** A country with a required postcode and no rule of its own is named, not coded: 英国. */
export const UnitedKingdom: Story = {
  args: { value: { ...deConsignee, country: "GB", postcode: "SW1A 1AA", city: "LONDON" } },
};
export const Germany: Story = { args: { value: deConsignee } };
export const GermanyBadPostcode: Story = { args: { value: { ...deConsignee, postcode: "6031" } } };
export const ChineseAddress: Story = { args: { role: "shipper", value: chineseShipper } };
export const Phone: Story = {
  args: { value: usConsignee },
  globals: { viewport: { value: "phone" } },
};
export const English: Story = {
  args: { value: { ...caConsignee, postcode: "" } },
  globals: { locale: "en-US" },
};
