import { DEMO_PERMISSIONS, ROLE_GRANTS } from "../server/db/seed/permissions.ts";
import { REQUIRES, type Requirement } from "../server/http/requires.ts";
import { ORDER_ROUTES, type OrderAction, orderButton } from "../src/domain/order.ts";
import { BUSINESS_SCOPES } from "../src/domain/scope.ts";

/** The seeded roles the document shows a column for, in this order. */
export const SEEDED_ROLES = ["admin", "staff", "partner"] as const;
export type SeededRole = (typeof SEEDED_ROLES)[number];

/** True when the seeded role's grants meet the requirement (the seed, not a database). */
export function seededRoleMeets(role: SeededRole, requirement: Requirement): boolean {
  if (requirement === "signed-in") return true;
  if (requirement.startsWith("scope:")) {
    const action = requirement.slice("scope:".length) as OrderAction | "menu";
    return BUSINESS_SCOPES.some(
      (scope) =>
        seededRoleMeets(role, `menu:${ORDER_ROUTES[scope]}`) &&
        (action === "menu" || seededRoleMeets(role, `button:${orderButton(scope, action)}`)),
    );
  }
  const granted = new Set(ROLE_GRANTS[role]);
  const [kind, ...rest] = requirement.split(":");
  const value = rest.join(":");
  return DEMO_PERMISSIONS.some(
    (p) =>
      granted.has(p.id) &&
      p.kind === kind &&
      (kind === "menu" ? p.path === value : p.name === value),
  );
}

/** Menu paths' names from the seed, for the document's readers. */
function described(requirement: Requirement): string {
  if (requirement === "signed-in") return "signed-in";
  if (requirement.startsWith("scope:")) return `\`${requirement}\``;
  const [kind, ...rest] = requirement.split(":");
  const value = rest.join(":");
  const node = DEMO_PERMISSIONS.find((p) =>
    kind === "menu" ? p.kind === "menu" && p.path === value : p.name === value,
  );
  return node && kind === "menu" ? `\`${requirement}\` (${node.name})` : `\`${requirement}\``;
}

/** docs/permissions.md: every protected API call, what it needs, and which seeded role has it. */
export function permissionsDocument(): string {
  const lines = [
    "# API permissions",
    "",
    "Generated from `server/http/requires.ts` by",
    "`node --import tsx scripts/permissions-doc.ts > docs/permissions.md`; do not edit by hand.",
    "`tests/server/permissions.test.ts` fails when this file and the code disagree, and walks every",
    "call below as each seeded role of DEMO: a ✗ must answer 403 `您没有操作权限,请联系管理员`,",
    "a ✓ must not.",
    "",
    "- `signed-in`: any valid session (each call still answers only the caller's organisation's",
    "  or the caller's own rows).",
    "- `menu:<path>`: the caller's role is granted the menu with that path (hrs_role).",
    "- `button:<name>`: the caller's role is granted the button identifier (`buttonInfo`).",
    "- `scope:menu`, `scope:<action>`: the order workspace. The order's own business scope's list",
    "  menu (`/af_order`, `/ai_order`, …, `/io_order`) and, for an action, that scope's button",
    "  (`af_order_add`, `af_order_edit`, `se_order_lock`, `ai_order_approve`, …). The table lets",
    "  through a role that holds it for some scope; the route checks the scope of the body, query",
    "  or order row. Every change to an order, its tracks or files needs `<menu>_edit`; creating",
    "  one needs `<menu>_add` and `<menu>_edit`.",
    "- Public calls (sign-in, the external tracking pages) need no token and are not listed;",
    "  a call missing from the table answers 403.",
    "",
    `| call | requires | ${SEEDED_ROLES.join(" | ")} |`,
    `| ---- | -------- | ${SEEDED_ROLES.map(() => "---").join(" | ")} |`,
  ];
  const keys = Object.keys(REQUIRES).sort((a, b) => {
    const [ma = "", pa = ""] = a.split(" ");
    const [mb = "", pb = ""] = b.split(" ");
    return pa === pb ? ma.localeCompare(mb) : pa.localeCompare(pb);
  });
  for (const key of keys) {
    const requirement = REQUIRES[key] as Requirement;
    const marks = SEEDED_ROLES.map((r) => (seededRoleMeets(r, requirement) ? "✓" : "✗"));
    lines.push(
      `| \`${key.replace(/\|/g, "\\|")}\` | ${described(requirement)} | ${marks.join(" | ")} |`,
    );
  }
  return `${lines.join("\n")}\n`;
}
