import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { TRACK_TEXTS } from "../../src/domain/track-events";
import { ShareScreen } from "../../src/widgets/share/ShareScreen";
import { airDocuments, at, lcOrder, shareLoaders, track } from "./fixtures";
import { errorState, fitToContent, notFoundState, ready, withoutSections } from "./screen-helpers";

const air = {
  view: "AF" as const,
  track: track("AE2500001"),
  documents: airDocuments("AE2500001"),
};
/** The sections below emptied, so the page fits the window and is captured at full size. */
const compactAir = { ...air, track: withoutSections(air.track) };

const meta = {
  title: "Share/ShareScreen",
  component: ShareScreen,
  loaders: shareLoaders,
  parameters: { layout: "fullscreen" },
  args: ready(air),
  play: fitToContent,
} satisfies Meta<typeof ShareScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Air export (AF): the header's flight line, MORE, notices and bill downloads. */
export const AirExport: Story = {};

/** Air import (AI): the import manifest and the customs times. */
export const AirImport: Story = {
  args: ready({ view: "AI", track: track("AI2500001"), documents: airDocuments("AI2500001") }),
};

/** Sea export (SE): the vessel in the header, the container list and one delivery notice. */
export const SeaExport: Story = {
  args: ready({ view: "SE", track: track("SE2500001"), documents: { notice: true } }),
};

/** Sea import (SI): no notice offered, a highlighted piece count. */
export const SeaImport: Story = {
  args: ready({ view: "SI", track: track("SI2500001"), documents: { notice: false } }),
};

/** Road (LC): the plate number in the header, truck and driver in the order info. */
export const Road: Story = {
  args: ready({ view: "LC", order: lcOrder("LC2500001"), documents: { notice: true } }),
};

/** The order is on its way: the link's code is already the headline, the rest holds its place. */
export const Loading: Story = { args: { state: { status: "loading" } }, play: async () => {} };

/** Loading a link without a code label: placeholders where the order number will be. */
export const LoadingWithoutCode: Story = {
  args: { code: "", state: { status: "loading" } },
  play: async () => {},
};

/** Unknown, expired or revoked link: the server's message and the hint, no order number. */
export const NotFound: Story = { args: { state: notFoundState } };

/** A dead link whose answer carried no message shows the hint alone. */
export const NotFoundWithoutMessage: Story = { args: { state: { status: "notFound" } } };

/** A link without a scope prefix: the title names no view. */
export const NotFoundWithoutView: Story = { args: { view: null, state: notFoundState } };

/** The order could not be fetched: the message and a retry button. */
export const ErrorState: Story = { args: { state: errorState } };

/** A link without its `o`: 未获取到查询相关信息, no view and no order number (seed 001 §8). */
export const MissingOrder: Story = {
  args: { view: null, code: "", state: { status: "error", message: TRACK_TEXTS.missingOrder } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("未获取到查询相关信息")).toBeVisible();
  },
};

/** An error without onRetry has no retry button. */
export const ErrorWithoutRetry: Story = { args: { state: errorState, onRetry: undefined } };

/** A failed MORE or download shows its message above the sections. */
export const ActionFailed: Story = {
  args: { ...ready(compactAir), notice: "操作失败，暂无运单信息" },
};

/** Without onLanguageChange the header has no language switch. */
export const WithoutLanguageSwitch: Story = {
  args: { ...ready(compactAir), onLanguageChange: undefined },
};

/** Updated a few minutes ago, no provider named: the footer links the generic provider site. */
export const RecentUnnamedProvider: Story = {
  args: ready({
    ...compactAir,
    track: { ...compactAir.track, updatedAt: at(-0.25), provider: null },
  }),
};

/** A 375 px phone, order arrived. */
export const Phone: Story = { globals: { viewport: { value: "phone" } } };

/** A 375 px phone while the order loads. */
export const PhoneLoading: Story = {
  args: { state: { status: "loading" } },
  globals: { viewport: { value: "phone" } },
  play: async () => {},
};

/** The English catalogue, road scope. */
export const English: Story = {
  args: ready({ view: "LC", order: lcOrder("LC2500001"), documents: { notice: true } }),
  globals: { locale: "en-US" },
};

/** A dead link in English: the server's reason in English too, no Chinese left. */
export const NotFoundEnglish: Story = {
  args: { state: notFoundState },
  globals: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/No order was found, or the link has expired\./),
    ).toBeVisible();
  },
};

/** A link without its `o`, in English. */
export const MissingOrderEnglish: Story = {
  ...MissingOrder,
  globals: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("No query information was received"),
    ).toBeVisible();
  },
};
