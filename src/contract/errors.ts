/**
 * Messages the server answers in the envelope that the client's catalogues also know
 * (src/i18n/messages/server-errors.ts finds their other language by this zh-CN text).
 */
export const EDGE_MESSAGES = {
  /** A NUL byte, a lone surrogate or broken percent-encoding in the path, query or body. */
  badCharacters: "请求参数有误：含有不允许的字符",
  /** A waybill saved from a copy older than the stored one (PUT /afbase/hawbInfo/{id}). */
  waybillConflict: "该运单已被他人修改，请刷新后重试",
  /** A house waybill that is not (or no longer) there (GET/PUT /afbase/hawbInfo/{id}). */
  waybillNotFound: "运单不存在或已被删除",
  /** A PDF over a page, size or time limit of the address recognition. */
  pdfTooComplex: "PDF 内容过于复杂，无法识别，请复制文字后粘贴识别",
  /** Too many calls of a rate-limited route in a minute (server/http/rate-limit.ts). */
  tooManyRequests: "请求过于频繁，请稍后再试",
  /** Too many address recognitions at once on this server. */
  recognitionBusy: "识别请求过多，请稍后再试",
  /** Too many exports of one organisation already waiting their turn (server/http/export-lane.ts). */
  exportBusy: "排队中的导出过多，请稍后再试",
  /** An SMTP check to a port or address that is not allowed. */
  smtpPortNotAllowed: "端口只允许 25、454、465、587、994",
  smtpAddressNotAllowed: "不允许连接内部网络地址",
} as const;
