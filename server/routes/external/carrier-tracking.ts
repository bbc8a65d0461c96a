/**
 * The carrier's own cargo-tracking address for a master air waybill, chosen by its airline
 * prefix (the first three digits); carriers not listed go to a multi-carrier tracking site.
 */
type Builder = (prefix: string, serial: string) => string;

const CARRIERS: Record<string, Builder> = {
  // Lufthansa Cargo
  "020": (p, s) =>
    `https://www.lufthansa-cargo.com/eservices/etracking/awb-details/-/awb/${p}/${s}?searchFilter=awb`,
  // Air China Cargo
  "999": (p, s) => `https://www.airchinacargo.com/en/search_order.php?orders10=${p}&orders9=${s}`,
  // China Southern Airlines
  "784": (p, s) =>
    `https://tang.csair.com/EN/WebFace/Tang.WebFace.Cargo/AgentAwbBrower.aspx?awbprefix=${p}&awbno=${s}`,
  // China Eastern / China Cargo Airlines
  "112": (p, s) => `https://www.ckair.com/en/cargo-tracking?awbPrefix=${p}&awbNo=${s}`,
  "781": (p, s) => `https://www.ckair.com/en/cargo-tracking?awbPrefix=${p}&awbNo=${s}`,
  // Cathay Cargo
  "160": (p, s) =>
    `https://www.cathaycargo.com/en-us/track-and-trace.html?awbPrefix=${p}&awbNumber=${s}`,
};

const FALLBACK: Builder = (p, s) => `https://www.track-trace.com/aircargo?number=${p}-${s}`;

/** null when the text is not a MAWB number (three digits, optional hyphen, eight digits). */
export function carrierTrackingUrl(mawb: string | null | undefined): string | null {
  const match = /^(\d{3})-?(\d{8})$/.exec((mawb ?? "").replace(/\s+/g, ""));
  if (!match) return null;
  const [, prefix = "", serial = ""] = match;
  return (CARRIERS[prefix] ?? FALLBACK)(prefix, serial);
}
