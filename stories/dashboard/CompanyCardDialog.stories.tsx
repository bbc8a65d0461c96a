import type { Meta, StoryObj } from "@storybook/react-vite";
import { CompanyCardDialog } from "../../src/widgets/dashboard/CompanyCardDialog";
import { COMPANIES, LONG_COMPANY } from "./fixtures";
import { cardFrame } from "./frames";

/** A partner company's card. */
const meta = {
  title: "Dashboard/CompanyCardDialog",
  parameters: { layout: "padded" },
  decorators: [cardFrame()],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
const noop = () => {};

export const Default: Story = {
  render: () => <CompanyCardDialog company={COMPANIES[0] ?? null} onClose={noop} />,
};

export const LongTexts: Story = {
  render: () => <CompanyCardDialog company={LONG_COMPANY} onClose={noop} />,
};

export const EmptyFields: Story = {
  render: () => (
    <CompanyCardDialog
      company={{
        ...LONG_COMPANY,
        orgName: "厦门海峡联运有限公司",
        companyAdvantage: "",
        companyContactInfo: "  ",
      }}
      onClose={noop}
    />
  ),
};
