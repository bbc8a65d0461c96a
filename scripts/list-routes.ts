/**
 * `node --import tsx scripts/list-routes.ts > docs/routes.md` regenerates the route document;
 * tests/unit/app/route-doc.test.ts fails when the file and the route table disagree.
 */
import { routeDocument } from "../src/app/route-doc.ts";

process.stdout.write(await routeDocument());
