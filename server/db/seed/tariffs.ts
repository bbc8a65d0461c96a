import type { Db } from "../client.ts";

/** A few of the demo organisation's own tariffs (/af_tariff_details); added once, never reset. */
const DEMO_TARIFFS: [string, string, string, number, number][] = [
  ["PVG", "FRA", "LH", 320, 46.5],
  ["PVG", "FRA", "CA", 320, 47.8],
  ["PVG", "AMS", "CZ", 320, 45.2],
  ["PVG", "LAX", "CA", 350, 52.9],
  ["PVG", "DXB", "EK", 280, 31.4],
  ["CAN", "AMS", "CZ", 320, 44.6],
  ["SZX", "LHR", "", 330, 49.9],
];

export async function seedTariffs(db: Db): Promise<void> {
  for (const [origin, destination, carrier, minimum, normal] of DEMO_TARIFFS) {
    const r = (f: number) => Math.round(normal * f * 100) / 100;
    await db.query(
      `insert into tariffs (org_id, origin, destination, carrier, minimum, normal, q45, q100, q300,
         q500, q1000, valid_from, valid_to)
       select o.id, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, '2026-01-01', '2026-12-31'
       from orgs o where o.code = 'DEMO'
       on conflict (org_id, origin, destination, carrier) do nothing`,
      [origin, destination, carrier, minimum, normal, r(0.76), r(0.68), r(0.61), r(0.56), r(0.51)],
    );
  }
}
