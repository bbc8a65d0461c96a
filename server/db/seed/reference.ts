import type { Db } from "../client.ts";
import { seedPermissionTree } from "./permissions.ts";
import { seedSettingsReference } from "./personal-settings.ts";
import { seedCountries } from "./waybills.ts";

/**
 * What every installation needs whether or not it holds the demo tenant: the menu and button
 * tree, countries, phone codes, label sizes. Idempotent; runs on every start, before the demo.
 */
export async function seedReference(db: Db): Promise<void> {
  await db.tx(async (q) => {
    await seedPermissionTree(q);
    await seedCountries(q);
    await seedSettingsReference(q);
  });
}
