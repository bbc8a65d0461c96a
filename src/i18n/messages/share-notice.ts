import { defineMessages } from "..";

/** Share pages: the printable delivery notice. */
export const shareNoticeMessages = defineMessages(
  {
    noticePageTitle: "进仓通知",
    noticeTitle: "进仓通知",
    roadNoticeTitle: "送货通知",
    address: "地址",
    openingHours: "收货时间",
    cutOff: "截止时间",
    cargo: "货物",
    contact: "联系人",
    phone: "电话",
    remarks: "注意事项",
    print: "打印",
    issuedAt: "生成时间",
    carriage: "航班/船名/车牌",
    stations: "起运 → 目的",
    noticeFooter: "请按时送货，并在进仓时出示本通知。",
  },
  {
    noticePageTitle: "Delivery notice",
    noticeTitle: "Delivery notice",
    roadNoticeTitle: "Delivery notice",
    address: "Address",
    openingHours: "Opening hours",
    cutOff: "Deliver by",
    cargo: "Cargo",
    contact: "Contact",
    phone: "Phone",
    remarks: "Please note",
    print: "Print",
    issuedAt: "Issued",
    carriage: "Flight / vessel / truck",
    stations: "From → to",
    noticeFooter: "Please deliver on time and show this notice at the warehouse.",
  },
);
