import type { ChatFile } from "../../src/contract/chat";
import type { ChatContactView, ChatItem } from "../../src/widgets/chat/types";

export const CONTACTS: ChatContactView[] = [
  {
    accid: "u7",
    nickName: "陈静",
    isOnline: true,
    unread: 2,
    preview: "有的，请提供货物尺寸",
    lastAt: "2026-11-22T02:05:00Z",
  },
  {
    accid: "u8",
    nickName: "赵磊",
    isOnline: false,
    unread: 0,
    preview: "[附件] 报价单.pdf",
    lastAt: "2026-11-21T08:30:00Z",
  },
  {
    accid: "u9",
    nickName: "东方航空货运客服中心值班专员",
    isOnline: false,
    unread: 120,
    preview: null,
    lastAt: null,
  },
];

const at = (minute: number) => `2026-11-22T02:${String(minute).padStart(2, "0")}:00Z`;

export const HISTORY: ChatItem[] = [
  {
    key: "a1",
    mine: true,
    kind: "text",
    text: "您好，我是张敏，很高兴为您服务。",
    file: null,
    sentAt: at(0),
    state: "read",
  },
  {
    key: "a2",
    mine: true,
    kind: "text",
    text: "请问明天 PVG-LAX 的舱位还有吗？\n大约 3 件，120×80×100 cm。",
    file: null,
    sentAt: at(1),
    state: "read",
  },
  {
    key: "a3",
    mine: false,
    kind: "text",
    text: "有的，请提供货物尺寸和毛重。",
    file: null,
    sentAt: at(3),
    state: "sent",
  },
  {
    key: "a4",
    mine: true,
    kind: "text",
    text: "好的，稍后发您。",
    file: null,
    sentAt: at(4),
    state: "sent",
  },
];

export const IMAGE: ChatFile = { id: "f1", name: "cargo.png", size: 48_213 };
export const PDF: ChatFile = { id: "f2", name: "报价单-PVG-LAX-2026-11.pdf", size: 1_572_864 };

/** A small picture drawn in SVG: a pallet of boxes. */
export const IMAGE_URL = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="120"><rect width="200" height="120" fill="#e5edff"/><rect x="30" y="40" width="60" height="50" fill="#b45309"/><rect x="100" y="30" width="70" height="60" fill="#92400e"/><rect x="20" y="90" width="160" height="10" fill="#334155"/></svg>',
)}`;

export const WITH_FILES: ChatItem[] = [
  ...HISTORY.slice(0, 3),
  { key: "b1", mine: true, kind: "image", text: "", file: IMAGE, sentAt: at(5), state: "read" },
  { key: "b2", mine: false, kind: "file", text: "", file: PDF, sentAt: at(6), state: "sent" },
];
