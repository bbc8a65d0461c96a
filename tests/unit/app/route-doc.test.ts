import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { routeDocument } from "../../../src/app/route-doc";

it("docs/routes.md lists the route table as it is (regenerate with scripts/list-routes.ts)", async () => {
  const file = readFileSync(path.resolve(import.meta.dirname, "../../../docs/routes.md"), "utf8");
  expect(file).toBe(await routeDocument());
});
