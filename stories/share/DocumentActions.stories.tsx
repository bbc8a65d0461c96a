import type { Meta, StoryObj } from "@storybook/react-vite";
import { DocumentActions } from "../../src/widgets/share/DocumentActions";
import { airDocuments } from "./fixtures";
import { fitToContent } from "./screen-helpers";

const docs = airDocuments("AE2500001");

const meta = {
  title: "Share/DocumentActions",
  component: DocumentActions,
  decorators: [
    (Story) => (
      <div className="max-w-xl bg-white p-4">
        <Story />
      </div>
    ),
  ],
  args: { notices: ["warehouse", "storehouse"], master: true, houses: docs.houses },
  play: fitToContent,
} satisfies Meta<typeof DocumentActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every check succeeded: both notices, the main bill and three house bills. */
export const All: Story = {};

/** Road: one delivery notice, 送货通知. */
export const NoticeOnly: Story = {
  args: { notices: ["warehouse"], noticeLabel: "road", master: false, houses: [] },
};

/** Sea: one notice, named as the page it opens is titled (进仓通知). */
export const SeaNotice: Story = {
  args: { notices: ["warehouse"], noticeLabel: "sea", master: false, houses: [] },
};

/** The main bill's PDF is being made. */
export const Downloading: Story = { args: { busy: "master" } };

export const English: Story = { globals: { locale: "en-US" } };
