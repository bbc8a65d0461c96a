import type { FlightRow, PublicRateRow, TactRow } from "../../src/contract/lookup";

const breaks = (normal: number) => ({
  minimum: Math.round(230 + normal * 2),
  normal,
  q45: Math.round(normal * 76) / 100,
  q100: Math.round(normal * 68) / 100,
  q300: Math.round(normal * 61) / 100,
  q500: Math.round(normal * 56) / 100,
  q1000: Math.round(normal * 51) / 100,
});

const tact = (origin: string, destination: string, normal: number): TactRow => ({
  route: `${origin}-${destination}`,
  origin,
  destination,
  currency: "CNY",
  ...breaks(normal),
});

export const TACT: TactRow[] = [
  tact("PVG", "FRA", 49.2),
  tact("PVG", "AMS", 49.6),
  tact("PVG", "LAX", 55.3),
  tact("PVG", "NRT", 19.2),
  tact("PVG", "SYD", 45.8),
];

export const PUBLIC_RATES: PublicRateRow[] = [
  {
    ...tact("PVG", "FRA", 45.1),
    carrier: "LH",
    carrierName: "汉莎航空",
    carrierNameEn: "Lufthansa",
    validFrom: "2026-01-01",
    validTo: "2026-12-31",
  },
  {
    ...tact("PVG", "FRA", 46.3),
    carrier: "CA",
    carrierName: "中国国际航空",
    carrierNameEn: "Air China",
    validFrom: "2026-01-01",
    validTo: "2026-12-31",
  },
  {
    ...tact("PVG", "DXB", 30.4),
    carrier: "EK",
    carrierName: "阿联酋航空",
    carrierNameEn: "Emirates",
    validFrom: "2026-01-01",
    validTo: "2026-12-31",
  },
];

export const LONG_RATE: PublicRateRow = {
  ...tact("CGO", "LUX", 123456.78),
  carrier: "CV",
  carrierName: "卢森堡货运航空（Cargolux Airlines International S.A.）",
  carrierNameEn: "Cargolux Airlines International S.A. (long name)",
  validFrom: "2026-01-01",
  validTo: "2026-12-31",
};

export const FLIGHTS: FlightRow[] = [
  {
    flightNo: "LH894",
    carrier: "LH",
    carrierName: "汉莎航空",
    carrierNameEn: "Lufthansa",
    route: "PVG-FRA",
    origin: "PVG",
    destination: "FRA",
    departureTime: "03:30",
    arrivalTime: "06:55",
    arrivalDays: 0,
    days: "1234567",
    aircraft: "B777F",
    freighter: true,
  },
  {
    flightNo: "CA1049",
    carrier: "CA",
    carrierName: "中国国际航空",
    carrierNameEn: "Air China",
    route: "PVG-LAX",
    origin: "PVG",
    destination: "LAX",
    departureTime: "22:15",
    arrivalTime: "18:40",
    arrivalDays: 1,
    days: "1357",
    aircraft: "A350-900",
    freighter: false,
  },
];
