/**
 * `node --import tsx scripts/permissions-doc.ts > docs/permissions.md` regenerates the table of
 * API call → permission from server/http/requires.ts; tests/server/permissions.test.ts fails
 * when the file and the code disagree.
 */
import { permissionsDocument } from "./permissions-document.ts";

process.stdout.write(permissionsDocument());
