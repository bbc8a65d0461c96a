import type { Meta, StoryObj } from "@storybook/react-vite";
import { QRCodeSVG } from "qrcode.react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { SHARE_QR } from "../../src/domain/share-view";
import { ShareHeader } from "../../src/widgets/share/ShareHeader";
import { shareLink, shareLoaders } from "./fixtures";
import { fitToContent } from "./screen-helpers";

const meta = {
  title: "Share/ShareHeader",
  component: ShareHeader,
  loaders: shareLoaders,
  parameters: { layout: "fullscreen" },
  args: {
    view: "AF",
    orderNumber: "784-55123401_SHA25110001",
    stations: ["PVG", "CAN", "AMS"],
    carriage: { kind: "flight", text: "CZ3524 / CZ307 · 2026-03-10 08:00" },
    link: shareLink("AF", "784-55123401_SHA25110001"),
    code: "784-55123401_SHA25110001",
  },
  play: fitToContent,
} satisfies Meta<typeof ShareHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A code longer than 12 characters: the label is 12 px. */
export const LongCode: Story = {};

/** Twelve characters or fewer: the label is 14 px. */
export const ShortCode: Story = {
  args: {
    orderNumber: "999-12345675",
    code: "999-12345675",
    stations: ["PVG", "LAX"],
    carriage: null,
  },
};

export const Sea: Story = {
  args: {
    view: "SE",
    orderNumber: "COSU6281234560",
    code: "COSU6281234560",
    stations: ["CNSHA", "SGSIN", "DEHAM"],
    carriage: { kind: "vessel", text: "COSCO SHIPPING TAURUS/042W" },
  },
};

export const Road: Story = {
  args: {
    view: "LC",
    orderNumber: "LC2500001",
    code: "LC2500001",
    stations: ["上海浦东 外高桥物流园", "苏州工业园区 综合保税区"],
    carriage: { kind: "plate", text: "沪BF3321" },
  },
};

export const Phone: Story = { globals: { viewport: { value: "phone" } } };

export const Narrow320: Story = { globals: { viewport: { value: "narrow" } } };

export const English: Story = { globals: { locale: "en-US" } };

/**
 * The QR code as the server draws it into the page (server/http/share-page.ts renders the same
 * qrcode.react markup): the header shows it as is and the phone encodes nothing.
 */
export const ServerDrawnQr: Story = {
  args: {
    qrSvg: renderToStaticMarkup(
      createElement(QRCodeSVG, {
        value: shareLink("AF", "784-55123401_SHA25110001"),
        ...SHARE_QR,
        "aria-hidden": true,
      }),
    ),
  },
};
