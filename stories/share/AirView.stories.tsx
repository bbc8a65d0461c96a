import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { AirView } from "../../src/widgets/share/AirView";
import { airDocuments, shareLoaders, track } from "./fixtures";
import { viewColumn } from "./frames";
import { fitToContent, withoutSections } from "./screen-helpers";

const exportTrack = track("AE2500001");
/** The sections below emptied, so the page fits the window and button states show at full size. */
const compact = withoutSections(exportTrack);

const meta = {
  title: "Share/AirView",
  component: AirView,
  loaders: shareLoaders,
  parameters: { layout: "fullscreen" },
  decorators: [viewColumn],
  args: {
    view: "AF",
    track: exportTrack,
    documents: airDocuments("AE2500001"),
    linkTarget: "_blank",
    onMore: fn(),
    onOpenNotice: fn(),
    onDownloadMaster: fn(),
    onDownloadHouse: fn(),
  },
  play: fitToContent,
} satisfies Meta<typeof AirView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Air export, every section filled: transit, route legs, manifest, files, photos, documents. */
export const ExportFull: Story = {};

/** Air import adds goods type and the inbound, inspection, clearance and outbound times. */
export const ImportFull: Story = {
  args: { view: "AI", track: track("AI2500001"), documents: airDocuments("AI2500001") },
};

/** Every plan-versus-confirm figure just outside its tolerance: all four are highlighted. */
export const PlanConfirmDifferences: Story = {
  args: { track: track("AE2500002"), documents: airDocuments("AE2500002") },
};

/** Only what an order has at booking: most values read '-', every section below is empty. */
export const Minimal: Story = { args: { track: track("AE2500003"), documents: undefined } };

/** Order info complete; track, manifest, files and photos show their empty texts. */
export const EmptySections: Story = { args: { track: compact, documents: undefined } };

/** MORE was pressed and the carrier's page is being looked up: the button spins, disabled. */
export const MoreBusy: Story = { args: { track: compact, moreBusy: true } };

/** The main bill's PDF is being made: its button spins, the others stay usable. */
export const DownloadingMaster: Story = { args: { track: compact, busy: "master" } };

/** Without an onMore handler the track section has no MORE button. */
export const WithoutMore: Story = { args: { track: compact, onMore: undefined } };

/** Long goods names, two transit stations and a long flight list wrap inside the grid. */
export const LongTexts: Story = {
  args: {
    track: {
      ...exportTrack,
      transitStation: "CAN 广州白云国际机场货站",
      transitStation2: "DXB DUBAI WORLD CENTRAL",
      expectFlight: "CZ3524 / CZ307 / EK9881 / EK9902",
      goodsNameEn:
        "LED LIGHTING FIXTURES, DRIVERS AND MOUNTING BRACKETS (NON-DANGEROUS, NO BATTERIES) FOR COMMERCIAL CEILING INSTALLATION",
      goodsNameCn:
        "LED照明灯具及配套驱动电源、安装支架（非危险品，不含电池），用于商业吊顶安装工程",
    },
  },
};

/** A 375 px phone: figures and facts in two columns, the dimension tables stacked. */
export const Phone: Story = { globals: { viewport: { value: "phone" } } };

/** The English catalogue, with the same export order. */
export const English: Story = { globals: { locale: "en-US" } };
