import type { Meta, StoryObj } from "@storybook/react-vite";
import type * as React from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { useInternalNumberCheck } from "../../src/app/order/internal-number";
import { clock, demoOrders } from "../../src/domain/demo/orders";
import { EMPTY_ORDER_FIELDS, ORDER_MESSAGES } from "../../src/domain/order";
import { tracksFromDocument } from "../../src/domain/order-track-document";
import { DEFAULT_PREFERENCES, preferencesFrom } from "../../src/domain/scope-preferences";
import { newOrderFields } from "../../src/widgets/order/defaults";
import { OrderScreen } from "../../src/widgets/order/OrderScreen";
import { OrderTracks } from "../../src/widgets/order/OrderTracks";
import { pageFrame } from "../page-frame";
import {
  AE_FIELDS,
  detail,
  handlers,
  LC_FIELDS,
  SE_FIELDS,
  tallViewport,
  withButtons,
} from "./fixtures";

/** A staff member's settings: 2 weight digits, default station pvg, default date today. */
const STAFF = preferencesFrom({
  orderAeDigitsWeight: 2,
  orderAeDefaultStation: "pvg",
  orderAeDefaultDate: "TODAY",
});
/** 2026-11-25 10:00 Beijing time. */
const NOW = Date.UTC(2026, 10, 25, 2, 0);

const meta = {
  title: "Order/OrderScreen",
  component: OrderScreen,
  parameters: { layout: "fullscreen", viewport: tallViewport },
  globals: { viewport: { value: "tall" } },
  decorators: [withButtons, pageFrame],
  args: {
    scope: "AE",
    order: detail("AE", AE_FIELDS),
    initial: AE_FIELDS,
    digits: DEFAULT_PREFERENCES.AE.digits,
    saving: false,
    serverError: null,
    conflict: false,
    listHref: "/af_order",
    canOpenShareLinks: true,
    onBack: fn(),
    onSave: fn(),
    onReload: fn(),
    onLock: fn(),
    onUnlock: fn(),
    onUpload: fn(async () => {}),
    onDeleteFile: fn(async () => {}),
    onOpenFile: fn(),
  },
} satisfies Meta<typeof OrderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Air export, saved: air waybill, flight and loading time; charge weight from the volume. */
export const AirExport: Story = {};

/**
 * Issue 34: what the order's documents still need, said on the order page (no MAWB yet, no house
 * waybill made from it, no warehouse for the delivery notice).
 */
export const DocumentsMissing: Story = {
  args: {
    documentGaps: { master: ["awbNumber", "planPieces"], house: ["house"], notice: ["warehouse"] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("以下单证暂不能生成")).toBeVisible();
    await expect(canvas.getByText("主单（AWB）：请填写主单号、预报件数")).toBeVisible();
    await expect(canvas.getByText("进仓通知：请填写仓库")).toBeVisible();
  },
};

/** A new AE order from the staff member's settings: PVG, today, loading time now + 4 h. */
export const AirExportNew: Story = {
  args: {
    order: null,
    initial: newOrderFields("AE", STAFF, NOW),
    digits: STAFF.AE.digits,
    loadingDateType: "LOCALTIME",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText("起运港")).toHaveValue("PVG");
    await expect(canvas.getByLabelText(/业务日期/)).toHaveValue("2026-11-25");
    await expect(canvas.getByLabelText("装货时间")).toHaveValue("2026-11-25 14:00");
    const weight = canvas.getByLabelText("预报毛重");
    await userEvent.type(weight, "1000");
    await userEvent.tab();
    // The staff member's 2 weight digits.
    await expect(weight).toHaveValue("1000.00");
  },
};

/** Air import shows its inbound, outbound, inspection and clearance dates. */
export const AirImport: Story = {
  args: {
    scope: "AI",
    order: detail("AI", { ...AE_FIELDS, inboundDate: "2026-11-26", clearanceDate: "2026-11-27" }),
    initial: { ...AE_FIELDS, inboundDate: "2026-11-26", clearanceDate: "2026-11-27" },
    digits: DEFAULT_PREFERENCES.AI.digits,
  },
};

/** Sea export: bills of lading, vessel and voyage, containers and TEU. */
export const SeaExport: Story = {
  args: {
    scope: "SE",
    order: detail("SE", SE_FIELDS, { files: [] }),
    initial: SE_FIELDS,
    digits: DEFAULT_PREFERENCES.SE.digits,
  },
};

/** Road (LC): truck plate, driver and phone; no flight or containers. */
export const Road: Story = {
  args: {
    scope: "LC",
    order: detail("LC", LC_FIELDS, { files: [] }),
    initial: LC_FIELDS,
    digits: DEFAULT_PREFERENCES.LC.digits,
  },
};

/** Every message of the shared schema that a bad draft meets, plus the MAWB rule. */
export const ValidationMessages: Story = {
  args: {
    order: null,
    initial: {
      ...EMPTY_ORDER_FIELDS,
      businessDate: "",
      customerName: "",
      awbNumber: "784-12345678",
      hawbNumber: "HW#1",
      departure: "PV-G",
      flightDate: "2026-13-01",
      loadingDate: "tomorrow",
      planPieces: "1.5",
      planWeight: "12.3456",
      planVolume: "abc",
      confirmWeight: "100000000",
      planSizes: "100*80",
    },
    validateOnMount: true,
  },
};

/** The same messages in English. */
export const ValidationMessagesEnglish: Story = {
  ...ValidationMessages,
  globals: { locale: "en-US" },
};

/** Planned against confirmed: pieces unequal, weight over 3 % and 100 kg apart, volume over 10 %. */
export const PlanConfirmFlags: Story = {
  args: {
    initial: {
      ...AE_FIELDS,
      planPieces: "12",
      confirmPieces: "11",
      planWeight: "1000",
      confirmWeight: "1200.5",
      planVolume: "3",
      confirmVolume: "3.6",
    },
  },
};

/** A locked order: read-only, the banner, 申请解锁 instead of 锁定, no save. */
export const Locked: Story = {
  args: {
    order: detail("AE", AE_FIELDS, {
      lockStatus: 1,
      lockedAt: "2026-11-25T06:30:00.000Z",
      lockedBy: "张敏",
    }),
  },
};

/** Locked with an unlock application waiting for the approver. */
export const LockedPending: Story = {
  args: {
    order: detail("AE", AE_FIELDS, {
      lockStatus: 1,
      lockedAt: "2026-11-25T06:30:00.000Z",
      unlockPending: true,
    }),
  },
};

/** Someone saved the order in another tab: the 409 message and a reload. */
export const Conflict: Story = {
  args: { conflict: true },
};

/** A refusal the form shows as the server's text (here the locked answer, 423). */
export const ServerError: Story = { args: { serverError: ORDER_MESSAGES.locked } };

/** No lock or unlock button without the identifiers in buttonInfo (and, without af_order_edit, read-only). */
export const NoButtons: Story = { parameters: { buttons: [] } };

/**
 * A read-only role (decision 0054): the list's menu and export, no af_order_edit, no share-links
 * menu. The fields are read-only inputs, there is no save, no upload or delete, the tracking
 * lists are read-only, 分享链接 is not shown and a note says why. Every scope's order page is this
 * one component, so one scope shows it for all.
 */
export const ReadOnlyRole: Story = {
  parameters: { buttons: ["af_order_export"] },
  args: {
    canOpenShareLinks: false,
    tracks: (
      <OrderTracks
        tracks={tracksFromDocument(demoOrders(clock(NOW).at)[0]?.detail ?? {})}
        locked={false}
        canEdit={false}
        saving={false}
        serverError={null}
        conflict={false}
        onSave={fn()}
        onReload={fn()}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "只读：您的角色可以查看此订单，但不能修改",
    );
    await expect(canvas.getByLabelText("客户名称")).toHaveAttribute("readonly");
    await expect(canvas.getByLabelText("起运港")).toHaveValue("PVG");
    await expect(canvas.queryByRole("button", { name: "保存" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "保存跟踪信息" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: /^删除/ })).toBeNull();
    await expect(canvas.queryByLabelText(/选择文件/)).toBeNull();
    await expect(canvas.getByText("您的角色只能查看附件，不能上传或删除")).toBeVisible();
    await expect(canvas.getByText("您的角色只能查看跟踪信息")).toBeVisible();
    await expect(canvas.queryByRole("link", { name: "分享链接" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "锁定" })).toBeNull();
  },
};

export const ReadOnlyRoleEnglish: Story = {
  ...ReadOnlyRole,
  play: undefined,
  globals: { locale: "en-US" },
};

/** /order_page?scope=AE for a role with af_order_add but not af_order_edit: no form, it says why. */
export const NewWithoutEdit: Story = {
  parameters: { buttons: ["af_order_add", "af_order_export"] },
  args: { order: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("您的角色不能新建空运出口订单");
    await expect(canvas.queryByRole("button", { name: "保存" })).toBeNull();
  },
};

export const Phone: Story = { globals: { viewport: { value: "phone" } } };

export const English: Story = { globals: { locale: "en-US" } };

/** The whole order page: the form, the files and the tracking lists staff keep (OrderTracks). */
export const WithTracking: Story = {
  args: {
    tracks: (
      <OrderTracks
        tracks={tracksFromDocument(demoOrders(clock(NOW).at)[0]?.detail ?? {})}
        locked={false}
        saving={false}
        serverError={null}
        conflict={false}
        onSave={fn()}
        onReload={fn()}
      />
    ),
  },
};

/** The order page's own question (useInternalNumberCheck) around the screen, as the app draws it. */
function WithInternalNumberCheck(args: React.ComponentProps<typeof OrderScreen>) {
  const check = useInternalNumberCheck({
    scope: args.scope,
    orderCode: "",
    savedNumber: "",
    onError: () => {},
  });
  return (
    <OrderScreen {...args} onSave={(values) => void check.guard(values, args.onSave)}>
      {check.dialog}
    </OrderScreen>
  );
}

/** Seed 001 §5: another order has the internal number; the user is asked whether to continue. */
export const DuplicateInternalNumber: Story = {
  args: { order: null },
  parameters: { msw: [handlers.internalNumberExists(1)] },
  render: (args) => <WithInternalNumberCheck {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole("button", { name: "保存" }));
    const dialog = await canvas.findByRole("dialog", { name: "内部编号重复" });
    await expect(dialog).toHaveTextContent(
      "内部编号 INT-501 已存在于其他空运出口订单中，是否继续保存？",
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
