import { ROUTES, UNDEVELOP_PAGES } from "./routes";

/** The route table as a document: every path, its access class, and whether its page is built. */
export async function routeDocument(): Promise<string> {
  const rows: string[] = [];
  const pending: string[] = [];
  for (const route of ROUTES) {
    const built = !UNDEVELOP_PAGES.has(route.page);
    if (!built) pending.push(route.path);
    const where =
      route.entry === "share" ? "share entry" : route.family ? route.family.toUpperCase() : "";
    rows.push(
      `| \`${route.path}\` | ${route.access} | ${where} | ${built ? "built" : "unDevelop"} |`,
    );
  }
  return [
    "# Routes",
    "",
    "Generated from `src/app/routes.ts` by `node --import tsx scripts/list-routes.ts > docs/routes.md`;",
    "a unit test fails when this file falls behind the table.",
    "",
    "Access: `public` needs no login; `auth` needs any login; `permission` also needs the path in the",
    "user's permitted menus from the server. A page marked unDevelop shows 功能暂未开放，敬请期待。",
    "(inside the shell when signed in). Menus the server grants that are not in this table also show",
    "it; any other unknown path shows page-not-found.",
    "",
    `${ROUTES.length} routes, ${ROUTES.length - pending.length} built, ${pending.length} still unDevelop.`,
    "",
    "| path | access | family | page |",
    "|---|---|---|---|",
    ...rows,
    "",
  ].join("\n");
}
