/**
 * Seaports (by UN/LOCODE) and shipping lines (by SCAC) for the sea lookups and cargo tracking.
 * No maintained npm package carries UN/LOCODE with Chinese names or the lines' SCACs and
 * container owner prefixes, so both are curated here: the main ports and carriers of the China
 * trades. Country names come from `i18n-iso-countries` on the server.
 */

export type SeaportRow = {
  /** UN/LOCODE: two-letter country and three-letter place, e.g. CNSHA. */
  locode: string;
  countryCode: string;
  country: string | null;
  countryZh: string | null;
  nameEn: string;
  nameZh: string;
};

export type ShipCompanyRow = {
  scac: string;
  nameEn: string;
  nameZh: string;
  /** Container owner prefixes (BIC) of its own boxes, e.g. CSNU for COSCO. */
  containerPrefixes: string[];
  trackingUrl: string;
};

/** [locode, English name, Chinese name] */
export const SEAPORTS: readonly (readonly [string, string, string])[] = [
  ["CNSHA", "Shanghai", "上海"],
  ["CNNGB", "Ningbo", "宁波"],
  ["CNSZX", "Shenzhen", "深圳"],
  ["CNYTN", "Yantian", "盐田"],
  ["CNSHK", "Shekou", "蛇口"],
  ["CNCAN", "Guangzhou", "广州"],
  ["CNNSA", "Nansha", "南沙"],
  ["CNTAO", "Qingdao", "青岛"],
  ["CNTSN", "Tianjin", "天津"],
  ["CNTXG", "Tianjin Xingang", "天津新港"],
  ["CNDLC", "Dalian", "大连"],
  ["CNXMN", "Xiamen", "厦门"],
  ["CNFOC", "Fuzhou", "福州"],
  ["CNLYG", "Lianyungang", "连云港"],
  ["HKHKG", "Hong Kong", "香港"],
  ["TWKHH", "Kaohsiung", "高雄"],
  ["SGSIN", "Singapore", "新加坡"],
  ["MYPKG", "Port Klang", "巴生港"],
  ["MYTPP", "Tanjung Pelepas", "丹戎帕拉帕斯"],
  ["KRPUS", "Busan", "釜山"],
  ["JPTYO", "Tokyo", "东京"],
  ["JPYOK", "Yokohama", "横滨"],
  ["JPOSA", "Osaka", "大阪"],
  ["VNSGN", "Ho Chi Minh City", "胡志明市"],
  ["VNHPH", "Haiphong", "海防"],
  ["THLCH", "Laem Chabang", "林查班"],
  ["IDJKT", "Jakarta", "雅加达"],
  ["INNSA", "Nhava Sheva", "那瓦舍瓦"],
  ["AEJEA", "Jebel Ali", "杰贝阿里"],
  ["SAJED", "Jeddah", "吉达"],
  ["EGPSD", "Port Said", "塞得港"],
  ["NLRTM", "Rotterdam", "鹿特丹"],
  ["BEANR", "Antwerp", "安特卫普"],
  ["DEHAM", "Hamburg", "汉堡"],
  ["DEBRV", "Bremerhaven", "不来梅哈芬"],
  ["GBFXT", "Felixstowe", "费利克斯托"],
  ["GBSOU", "Southampton", "南安普顿"],
  ["FRLEH", "Le Havre", "勒阿弗尔"],
  ["ESVLC", "Valencia", "瓦伦西亚"],
  ["ESALG", "Algeciras", "阿尔赫西拉斯"],
  ["ITGOA", "Genoa", "热那亚"],
  ["GRPIR", "Piraeus", "比雷埃夫斯"],
  ["PLGDN", "Gdansk", "格但斯克"],
  ["USLAX", "Los Angeles", "洛杉矶"],
  ["USLGB", "Long Beach", "长滩"],
  ["USOAK", "Oakland", "奥克兰"],
  ["USSEA", "Seattle", "西雅图"],
  ["USNYC", "New York", "纽约"],
  ["USSAV", "Savannah", "萨凡纳"],
  ["USHOU", "Houston", "休斯顿"],
  ["CAVAN", "Vancouver", "温哥华"],
  ["MXZLO", "Manzanillo", "曼萨尼约"],
  ["BRSSZ", "Santos", "桑托斯"],
  ["AUSYD", "Sydney", "悉尼"],
  ["AUMEL", "Melbourne", "墨尔本"],
  ["ZADUR", "Durban", "德班"],
];

export const SHIP_COMPANIES: readonly ShipCompanyRow[] = [
  {
    scac: "COSU",
    nameEn: "COSCO Shipping Lines",
    nameZh: "中远海运集装箱运输",
    containerPrefixes: ["CSNU", "CBHU", "CCLU", "CSLU", "FCIU"],
    trackingUrl: "https://elines.coscoshipping.com/",
  },
  {
    scac: "OOLU",
    nameEn: "Orient Overseas Container Line (OOCL)",
    nameZh: "东方海外",
    containerPrefixes: ["OOLU", "OOCU"],
    trackingUrl: "https://www.oocl.com/",
  },
  {
    scac: "MAEU",
    nameEn: "Maersk",
    nameZh: "马士基",
    containerPrefixes: ["MSKU", "MRKU", "MAEU", "MRSU"],
    trackingUrl: "https://www.maersk.com/tracking/",
  },
  {
    scac: "MSCU",
    nameEn: "Mediterranean Shipping Company (MSC)",
    nameZh: "地中海航运",
    containerPrefixes: ["MSCU", "MEDU", "MSDU"],
    trackingUrl: "https://www.msc.com/track-a-shipment",
  },
  {
    scac: "CMDU",
    nameEn: "CMA CGM",
    nameZh: "达飞轮船",
    containerPrefixes: ["CMAU", "CGMU", "ECMU"],
    trackingUrl: "https://www.cma-cgm.com/ebusiness/tracking",
  },
  {
    scac: "HLCU",
    nameEn: "Hapag-Lloyd",
    nameZh: "赫伯罗特",
    containerPrefixes: ["HLXU", "HLCU", "HLBU"],
    trackingUrl:
      "https://www.hapag-lloyd.com/en/online-business/track/track-by-container-solution.html",
  },
  {
    scac: "ONEY",
    nameEn: "Ocean Network Express (ONE)",
    nameZh: "海洋网联船务",
    containerPrefixes: ["ONEU", "NYKU", "MOLU", "KKFU"],
    trackingUrl: "https://ecomm.one-line.com/",
  },
  {
    scac: "EGLV",
    nameEn: "Evergreen Marine",
    nameZh: "长荣海运",
    containerPrefixes: ["EGHU", "EMCU", "EISU", "EGSU"],
    trackingUrl: "https://ct.shipmentlink.com/",
  },
  {
    scac: "YMLU",
    nameEn: "Yang Ming Marine Transport",
    nameZh: "阳明海运",
    containerPrefixes: ["YMLU", "YMMU"],
    trackingUrl: "https://www.yangming.com/",
  },
  {
    scac: "HDMU",
    nameEn: "HMM",
    nameZh: "现代商船",
    containerPrefixes: ["HDMU", "HMMU"],
    trackingUrl: "https://www.hmm21.com/",
  },
  {
    scac: "ZIMU",
    nameEn: "ZIM Integrated Shipping Services",
    nameZh: "以星航运",
    containerPrefixes: ["ZIMU", "ZCSU"],
    trackingUrl: "https://www.zim.com/tools/track-a-shipment",
  },
  {
    scac: "WHLC",
    nameEn: "Wan Hai Lines",
    nameZh: "万海航运",
    containerPrefixes: ["WHLU", "WHSU"],
    trackingUrl: "https://www.wanhai.com/",
  },
  {
    scac: "PABV",
    nameEn: "Pacific International Lines (PIL)",
    nameZh: "太平船务",
    containerPrefixes: ["PCIU"],
    trackingUrl: "https://www.pilship.com/",
  },
  {
    scac: "KMTU",
    nameEn: "Korea Marine Transport (KMTC)",
    nameZh: "高丽海运",
    containerPrefixes: ["KMTU"],
    trackingUrl: "https://www.ekmtc.com/",
  },
  {
    scac: "SMLM",
    nameEn: "SM Line",
    nameZh: "森罗商船",
    containerPrefixes: ["SMCU"],
    trackingUrl: "https://www.smlines.com/",
  },
];

/** The line a bill of lading (SCAC + serial) or container number (owner prefix) belongs to. */
export function shipCompanyOf(number: string): ShipCompanyRow | null {
  const n = number.trim().toUpperCase();
  if (!/^[A-Z]{4}[A-Z0-9]{4,}$/.test(n)) return null;
  const head = n.slice(0, 4);
  return (
    SHIP_COMPANIES.find((s) => s.scac === head) ??
    SHIP_COMPANIES.find((s) => s.containerPrefixes.includes(head)) ??
    null
  );
}
