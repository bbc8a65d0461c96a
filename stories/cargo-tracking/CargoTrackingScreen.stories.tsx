import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { failed, loading, ready } from "../../src/ui/loadable";
import { CargoTrackingScreen } from "../../src/widgets/cargo-tracking/CargoTrackingScreen";
import { pageFrame } from "../page-frame";
import { shareLoaders } from "../share/fixtures";
import { MIXED } from "./fixtures";

const meta = {
  title: "CargoTracking/CargoTrackingScreen",
  component: CargoTrackingScreen,
  parameters: { layout: "fullscreen" },
  decorators: [pageFrame],
  loaders: shareLoaders,
  args: {
    text: MIXED.map((r) => r.number).join("\n"),
    onTextChange: fn(),
    onSubmit: fn(),
    onRetry: fn(),
    problem: null,
    result: ready(MIXED),
  },
} satisfies Meta<typeof CargoTrackingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Known and unknown numbers: our orders with their status, others with their carrier's site. */
export const Mixed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "前往阿联酋航空官网追踪" })).toHaveAttribute(
      "href",
      "https://www.skycargo.com/",
    );
  },
};
export const Empty: Story = { args: { text: "", result: null } };
export const Loading: Story = { args: { result: loading } };
export const Failed: Story = { args: { result: failed } };
export const TooMany: Story = { args: { result: null, problem: "一次最多追踪10个单号" } };
/** The route track dialog opened from the first order. */
export const RouteDialogOpen: Story = {
  args: { initialDialog: { kind: "route", result: 0, order: 0 } },
};
/** The manifest dialog opened by its button. */
export const ManifestDialogOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole("button", { name: "舱单详情" })[0] as HTMLElement);
    const dialog = within(canvasElement.ownerDocument.body).getByRole("dialog");
    await expect(within(dialog).getByText("海关已放行")).toBeVisible();
  },
};
export const Phone: Story = { globals: { viewport: { value: "phone" } } };
export const English: Story = { globals: { locale: "en-US" } };
