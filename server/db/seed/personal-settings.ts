import {
  BARCODE_LABEL_SIZE_CATEGORY,
  COUNTRY_CODE_CATEGORY,
} from "../../personal-settings/categories.ts";
import type { Queryable } from "../client.ts";

/**
 * Reference lists of the personal settings dialog: warehouses of each demo organisation,
 * barcode label sizes (model category 45), international phone codes and the help link.
 * Idempotent: existing rows are left as they are.
 */

export const PERSONAL_SETTINGS_HELP = { permissionId: 374, url: "/tutorial?doc=personal-settings" };

const BARCODE_SIZES: [string, string, string][] = [
  ["100x100", "100 × 100 mm", "100 × 100 mm"],
  ["100x75", "100 × 75 mm", "100 × 75 mm"],
  ["100x50", "100 × 50 mm", "100 × 50 mm"],
  ["76x130", "76 × 130 mm", "76 × 130 mm"],
  ["60x40", "60 × 40 mm", "60 × 40 mm"],
];

const COUNTRY_CODES: [string, string, string][] = [
  ["+86", "中国大陆", "Chinese mainland"],
  ["+852", "中国香港", "Hong Kong, China"],
  ["+853", "中国澳门", "Macao, China"],
  ["+886", "中国台湾", "Taiwan, China"],
  ["+1", "美国 / 加拿大", "United States / Canada"],
  ["+44", "英国", "United Kingdom"],
  ["+49", "德国", "Germany"],
  ["+33", "法国", "France"],
  ["+31", "荷兰", "Netherlands"],
  ["+39", "意大利", "Italy"],
  ["+7", "俄罗斯", "Russia"],
  ["+81", "日本", "Japan"],
  ["+82", "韩国", "South Korea"],
  ["+65", "新加坡", "Singapore"],
  ["+60", "马来西亚", "Malaysia"],
  ["+66", "泰国", "Thailand"],
  ["+84", "越南", "Vietnam"],
  ["+91", "印度", "India"],
  ["+971", "阿联酋", "United Arab Emirates"],
  ["+61", "澳大利亚", "Australia"],
];

type Warehouse = { business: "AE" | "AI"; type: number; code: string; name: string };

const WAREHOUSES: Record<string, Warehouse[]> = {
  DEMO: [
    { business: "AE", type: 1, code: "PACTL", name: "浦东国际机场货运站 PACTL" },
    { business: "AE", type: 1, code: "EAS", name: "东方航空物流货站" },
    { business: "AE", type: 2, code: "PVG-W", name: "浦东机场西区监管仓" },
    { business: "AI", type: 1, code: "PVG-IMP", name: "浦东机场进口货站" },
    { business: "AI", type: 2, code: "WGQ-B", name: "外高桥保税物流仓" },
  ],
  DEMO2: [
    { business: "AE", type: 1, code: "SZX-E", name: "深圳机场出口货站" },
    { business: "AI", type: 1, code: "SZX-I", name: "深圳机场进口货站" },
  ],
};

/** Reference data every tenant needs (seeded on every start, demo or not). */
export async function seedSettingsReference(q: Queryable): Promise<void> {
  for (const [i, [value, label, labelEn]] of BARCODE_SIZES.entries()) {
    await q.query(
      `insert into model_categories (category_type, value, label, label_en, sort)
       values ($1, $2, $3, $4, $5) on conflict (category_type, value) do nothing`,
      [BARCODE_LABEL_SIZE_CATEGORY, value, label, labelEn, i],
    );
  }
  for (const [i, [value, label, labelEn]] of COUNTRY_CODES.entries()) {
    await q.query(
      `insert into org_categories (category, value, label, label_en, sort)
       values ($1, $2, $3, $4, $5) on conflict (category, value) do nothing`,
      [COUNTRY_CODE_CATEGORY, value, label, labelEn, i],
    );
  }
  await q.query(
    `insert into permission_help (permission_id, url) values ($1, $2)
     on conflict (permission_id) do nothing`,
    [PERSONAL_SETTINGS_HELP.permissionId, PERSONAL_SETTINGS_HELP.url],
  );
}

export async function seedPersonalSettings(q: Queryable): Promise<void> {
  for (const [org, list] of Object.entries(WAREHOUSES)) {
    for (const [i, w] of list.entries()) {
      await q.query(
        `insert into warehouses (org_id, business, warehouse_type, code, name, sort)
         select id, $2, $3, $4, $5, $6 from orgs where code = $1
         on conflict (org_id, business, code) do nothing`,
        [org, w.business, w.type, w.code, w.name, i],
      );
    }
  }
  // Demo people without a phone code get the mainland one, so their first save needs no lookup.
  await q.query(
    `update users set international_country_code = '+86'
     where international_country_code is null
       and (login_name = 'admin' or email like '%@demo.example' or phone = '13800000001')`,
  );
}
