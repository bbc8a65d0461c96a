/** The help videos of seed 000 §2.3, in the spec's order; 'all' opens the tutorial page. */
export const HELP_VIDEOS = [
  { key: "videoOnlineQuote", id: "online-quote" },
  { key: "videoQrShare", id: "qr-share" },
  { key: "videoDeliveryMap", id: "delivery-map" },
  { key: "videoReceivableAge", id: "receivable-age" },
  { key: "videoBusinessAnalysis", id: "business-analysis" },
] as const;
