/** The spec's ten quick tools (seed 000 §2.3); a tool without a route is not open yet. */
export const QUICK_TOOLS = [
  { key: "toolCargoTracking", path: "/newCargoTracking", icon: "track" },
  { key: "toolMyInquiries", path: "/af_order_inquiry", icon: "inquiry" },
  { key: "toolAirport", path: "/af_airport", icon: "airport" },
  { key: "toolTact", path: "/af_tact", icon: "tact" },
  { key: "toolTariff", path: "/af_tariff_details", icon: "tariff" },
  { key: "toolAirline", path: "/af_carrier", icon: "airline" },
  { key: "toolSeaport", path: "/sc_port_maintenance", icon: "seaport" },
  { key: "toolShippingLine", path: "/sc_ship_company", icon: "ship" },
  { key: "toolFlight", path: "/af_flight", icon: "flight" },
  { key: "toolPublicRates", path: "/af_tact_public", icon: "rates" },
] as const;

export type QuickTool = {
  key: (typeof QUICK_TOOLS)[number]["key"];
  path: string | null;
  icon: (typeof QUICK_TOOLS)[number]["icon"];
};
