/**
 * Request payloads of the share calls, validated by the server (kept apart from share-link.ts
 * so the share page's bundle does not carry valibot).
 */
import * as v from "valibot";
import { AWB_PRINT_TYPES, SHARE_LINK_MAX_DAYS } from "./share-link";

const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max)));

export const DOWNLOAD_MESSAGES = {
  printType: "打印类型不正确",
  orderUuid: "订单标识不正确",
  awbPrintId: "请选择要打印的分单",
} as const;

/** downloadAWB (001 §7): awbPrintType, orderUuid, printType. */
export const downloadAwbSchema = v.object({
  awbPrintType: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.toUpperCase(),
      v.picklist(AWB_PRINT_TYPES, DOWNLOAD_MESSAGES.printType),
    ),
    "ORIGINAL",
  ),
  // A missing key falls to "" so it gets the field's own message, not valibot's generic one.
  orderUuid: v.pipe(
    v.optional(v.string(DOWNLOAD_MESSAGES.orderUuid), ""),
    v.trim(),
    v.uuid(DOWNLOAD_MESSAGES.orderUuid),
  ),
  printType: v.optional(
    v.pipe(v.string(), v.trim(), v.toUpperCase(), v.picklist(["PDF"], DOWNLOAD_MESSAGES.printType)),
    "PDF",
  ),
  o: optionalText(256),
});

/** downloadHAWB: the same plus the house bill's print id. */
export const downloadHawbSchema = v.object({
  ...downloadAwbSchema.entries,
  awbPrintId: v.pipe(
    v.optional(v.string(DOWNLOAD_MESSAGES.awbPrintId), ""),
    v.trim(),
    v.minLength(1, DOWNLOAD_MESSAGES.awbPrintId),
    v.maxLength(64, DOWNLOAD_MESSAGES.awbPrintId),
  ),
});

export const SHARE_LINK_MESSAGES = {
  orderCode: "请输入订单编号",
  days: `有效天数应为 1 到 ${SHARE_LINK_MAX_DAYS} 的整数`,
  orderNotFound: "订单不存在",
  linkNotFound: "分享链接不存在",
} as const;

/** Staff: create a share link for one of the organisation's orders. */
export const createShareLinkSchema = v.object({
  orderCode: v.pipe(
    v.optional(v.string(SHARE_LINK_MESSAGES.orderCode), ""),
    v.trim(),
    v.minLength(1, SHARE_LINK_MESSAGES.orderCode),
    v.maxLength(64, SHARE_LINK_MESSAGES.orderCode),
  ),
  days: v.optional(
    v.pipe(
      v.number(SHARE_LINK_MESSAGES.days),
      v.integer(SHARE_LINK_MESSAGES.days),
      v.minValue(1, SHARE_LINK_MESSAGES.days),
      v.maxValue(SHARE_LINK_MAX_DAYS, SHARE_LINK_MESSAGES.days),
    ),
  ),
});

export type CreateShareLinkInput = v.InferOutput<typeof createShareLinkSchema>;
