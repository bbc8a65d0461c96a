import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { EDGE_MESSAGES } from "../../src/contract/errors";
import { HawbScreen } from "../../src/widgets/waybill/HawbScreen";
import { emptyWaybill, goodRecognition, savedList, tallViewport, validWaybill } from "./fixtures";

const meta = {
  title: "Waybill/HawbScreen",
  component: HawbScreen,
  parameters: { layout: "fullscreen", viewport: tallViewport },
  globals: { viewport: { value: "tall" } },
  args: {
    waybills: savedList,
    selectedId: 3,
    initial: validWaybill,
    formKey: "record-3",
    record: { orderCode: "HW00000003", createSource: "CREATED_BY_SELF", sourceOrderCode: "" },
    executedOn: "22NOV26",
    onSelect: () => {},
    onNew: () => {},
    onFromOrder: async () => true,
    onSave: () => {},
    onDuplicateContinue: () => {},
    onDuplicateCancel: () => {},
    recognize: async () => goodRecognition,
  },
} satisfies Meta<typeof HawbScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SavedWaybill: Story = {};

export const FromOrder: Story = {
  args: {
    selectedId: null,
    record: { orderCode: "", createSource: "CREATED_BY_ORDER", sourceOrderCode: "AE2500001" },
  },
};

export const NewEmpty: Story = {
  args: { waybills: [], selectedId: null, initial: emptyWaybill, record: null, formKey: "new" },
};

export const DuplicateAsked: Story = {
  args: { duplicate: "SH-2026-0101" },
  globals: { viewport: { value: "desktop" } },
};

/** Another user saved the waybill after it was loaded: the save answered 409. */
export const SaveConflict: Story = {
  args: { saveError: EDGE_MESSAGES.waybillConflict },
  globals: { viewport: { value: "desktop" } },
};

/**
 * The address names a waybill that is gone (?id=999): said above a new form, with no retry; the
 * list and 新建分单 are the ways on.
 */
export const NotFound: Story = {
  args: {
    missing: true,
    selectedId: 999,
    initial: emptyWaybill,
    record: null,
    formKey: "new",
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole("alert")).toHaveTextContent("分单不存在");
    await expect(page.queryByRole("button", { name: "重试" })).toBeNull();
  },
};

export const Mobile: Story = { globals: { viewport: { value: "phone" } } };

/**
 * A role without af_order_edit (decision 0054): the waybill can be viewed, previewed and printed,
 * not saved; a note says so.
 */
export const ReadOnlyRole: Story = {
  args: { canSave: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("您的角色可以查看、预览和打印分单");
    await expect(canvas.queryByRole("button", { name: "保存" })).toBeNull();
    await expect(canvas.getAllByRole("button", { name: "打印预览" })).toHaveLength(2);
  },
};
