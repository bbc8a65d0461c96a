import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { SeaView } from "../../src/widgets/share/SeaView";
import { DELAYED } from "../cargo-tracking/fixtures";
import { shareLoaders, track } from "./fixtures";
import { viewColumn } from "./frames";
import { fitToContent, withoutSections } from "./screen-helpers";

const exportTrack = track("SE2500001");

const meta = {
  title: "Share/SeaView",
  component: SeaView,
  loaders: shareLoaders,
  parameters: { layout: "fullscreen" },
  decorators: [viewColumn],
  args: {
    view: "SE",
    track: exportTrack,
    documents: { notice: true },
    linkTarget: "_blank",
    onOpenNotice: fn(),
  },
  play: fitToContent,
} satisfies Meta<typeof SeaView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sea export, every section filled; the weight is 120 kg over the plan and highlighted. */
export const ExportFull: Story = {};

/** Sea import: a consolidated (LCL) box, one piece short of the plan (highlighted), no notice. */
export const ImportFull: Story = {
  args: { view: "SI", track: track("SI2500001"), documents: { notice: false } },
};

/** Only the bill and the two ports: most values read '-', every section below is empty. */
export const Minimal: Story = {
  args: {
    track: {
      mlbNumber: exportTrack.mlbNumber,
      departureStation: exportTrack.departureStation,
      arrivalStation: exportTrack.arrivalStation,
    },
    documents: undefined,
  },
};

/** Order info complete; track, manifest, files and photos show their empty texts. */
export const EmptySections: Story = {
  args: { track: withoutSections(exportTrack), documents: undefined },
};

/** Twelve containers (one without a type), a long vessel name and long goods names wrap. */
export const LongTexts: Story = {
  args: {
    track: {
      ...exportTrack,
      shipName: "MSC IRINA / FEEDER ZHONG GU SHANG HAI TRANSSHIPMENT",
      transitStation2: "LKCMB",
      containerNumber: 12,
      containerList: [
        ...Array.from({ length: 11 }, (_, i) => `TGHU${String(1234560 + i)}/40HQ`),
        "CSNU7654321",
      ].join(";"),
      goodsNameEn:
        "HOUSEHOLD MICROWAVE OVENS, COUNTERTOP, 20 L AND 25 L, WITH SPARE GLASS TURNTABLES AND USER MANUALS",
      goodsNameCn: "家用台式微波炉（20 升及 25 升两种规格），附备用玻璃转盘及中英文使用说明书",
    },
  },
};

/** A 375 px phone: figures and facts in two columns. */
export const Phone: Story = { globals: { viewport: { value: "phone" } } };

/** The English catalogue, with the same export order. */
export const English: Story = { globals: { locale: "en-US" } };

/** The track's button opens the route track timeline dialog (every event), as the air views do. */
export const RouteTrackDialogOpen: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole("button", { name: "航线轨迹" }));
    await expect(await body.findByRole("dialog", { name: /航线轨迹/ })).toBeVisible();
  },
};

/** The manifest section shows the trackManifest remarks; its button opens the manifest dialog. */
export const ManifestDialogOpen: Story = {
  args: { track: { ...exportTrack, trackManifest: DELAYED.trackManifest } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole("button", { name: "舱单详情" }));
    await expect(await body.findByRole("dialog", { name: /舱单详情/ })).toBeVisible();
  },
};
