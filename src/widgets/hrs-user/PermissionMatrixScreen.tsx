import * as React from "react";
import type { GrantNode, PermissionMatrix } from "../../contract/hrs-user";
import { type Lang, useLang, useT } from "../../i18n";
import { buttonName } from "../../i18n/messages/buttons";
import { hrsPermissionMessages } from "../../i18n/messages/hrs-user-permission";
import { menuName } from "../../i18n/messages/menus";
import { Field } from "../../ui/field";
import { Input } from "../../ui/input";
import { LoadState } from "../../ui/load-state";
import type { Loadable } from "../../ui/loadable";
import { buildGrantTree, type GrantMenu } from "./grant-tree";

export type PermissionMatrixScreenProps = {
  matrix: Loadable<PermissionMatrix>;
  onRetry: () => void;
  keyword: string;
  onKeywordChange: (keyword: string) => void;
};

type Row = {
  key: string;
  depth: number;
  node: GrantNode;
  /** What a role must hold for the row to count as granted: the leaf ids at and under it. */
  grants: number[];
  label: string;
};

function rowsOf(roots: GrantMenu[], lang: Lang): Row[] {
  const rows: Row[] = [];
  const walk = (menu: GrantMenu, depth: number) => {
    rows.push({
      key: `m${menu.node.id}`,
      depth,
      node: menu.node,
      // A leaf menu is granted by itself (its buttons have rows of their own).
      grants: menu.children.length ? menu.grants : [menu.node.id],
      label: menuName(menu.node, lang),
    });
    for (const b of menu.buttons) {
      rows.push({
        key: `b${b.id}`,
        depth: depth + 1,
        node: b,
        grants: [b.id],
        label: buttonName(b.name, lang) ?? b.name,
      });
    }
    for (const child of menu.children) walk(child, depth + 1);
  };
  for (const root of roots) walk(root, 0);
  return rows;
}

/**
 * /hrs_permission: every visible menu and button of the product, one column per role of the
 * organisation; a menu with sub-menus shows how many of its grants a role holds.
 */
export function PermissionMatrixScreen(props: PermissionMatrixScreenProps) {
  const t = useT(hrsPermissionMessages);
  return (
    <div
      data-slot="permission-matrix-screen"
      className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-5 sm:px-6"
    >
      <div>
        <h1 className="text-xl font-semibold text-neutral-900">{t("title")}</h1>
        <p className="mt-1 text-sm text-neutral-700">{t("intro")}</p>
      </div>
      <Field label={t("keyword")} className="max-w-md">
        <Input
          type="search"
          value={props.keyword}
          placeholder={t("keywordPlaceholder")}
          onChange={(e) => props.onKeywordChange(e.target.value)}
        />
      </Field>
      <LoadState
        value={props.matrix}
        loadingLabel={t("loading")}
        failedText={t("failed")}
        retryText={t("retry")}
        onRetry={props.onRetry}
      >
        {(matrix) => <Matrix matrix={matrix} keyword={props.keyword} />}
      </LoadState>
    </div>
  );
}

function Matrix({ matrix, keyword }: { matrix: PermissionMatrix; keyword: string }) {
  const t = useT(hrsPermissionMessages);
  const lang = useLang();
  const all = React.useMemo(
    () => rowsOf(buildGrantTree(matrix.nodes).roots, lang),
    [matrix.nodes, lang],
  );
  const held = React.useMemo(
    () => matrix.roles.map((r) => new Set(r.permissionIds)),
    [matrix.roles],
  );
  const needle = keyword.trim().toLowerCase();
  const rows = needle
    ? all.filter(
        (r) =>
          r.label.toLowerCase().includes(needle) ||
          (r.node.kind === "button" && r.node.name.toLowerCase().includes(needle)) ||
          (r.node.path ?? "").toLowerCase().includes(needle),
      )
    : all;
  if (matrix.roles.length === 0) {
    return <p className="py-10 text-center text-sm text-neutral-600">{t("noRoles")}</p>;
  }
  if (rows.length === 0) {
    return (
      <p className="py-10 text-center text-sm text-neutral-600">
        {t("noMatch", { keyword: keyword.trim() })}
      </p>
    );
  }
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1); on a phone the roles scroll sideways
      tabIndex={0}
      aria-label={t("results")}
      className="overflow-x-auto rounded-lg border border-neutral-200 bg-white focus-visible:ring-2 focus-visible:ring-brand-200 focus-visible:outline-none"
    >
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{t("results")}</caption>
        <thead className="bg-neutral-50 text-left text-xs font-semibold text-neutral-700">
          <tr>
            <th scope="col" className="sticky left-0 bg-neutral-50 px-3 py-2">
              {t("colNode")}
            </th>
            {matrix.roles.map((role) => (
              <th key={role.roleId} scope="col" className="px-3 py-2 text-center whitespace-nowrap">
                {role.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-neutral-100">
              <th
                scope="row"
                className="sticky left-0 bg-white px-3 py-1.5 text-left font-normal"
                style={{ paddingLeft: `${0.75 + row.depth * 1.25}rem` }}
              >
                {row.node.kind === "button" ? (
                  <span className="text-xs text-neutral-900">
                    <span className="sr-only">{t("button")} </span>
                    {row.label}
                    <span className="ml-2 font-mono text-neutral-600">{row.node.name}</span>
                  </span>
                ) : (
                  <span className={row.depth === 0 ? "font-medium text-neutral-900" : ""}>
                    {row.label}
                  </span>
                )}
              </th>
              {held.map((set, i) => (
                <td key={matrix.roles[i]?.roleId} className="px-3 py-1.5 text-center">
                  <Cell grants={row.grants} held={set} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Cell({ grants, held }: { grants: number[]; held: ReadonlySet<number> }) {
  const t = useT(hrsPermissionMessages);
  const have = grants.filter((id) => held.has(id)).length;
  if (grants.length > 1 && have > 0 && have < grants.length) {
    return (
      <span className="text-xs tabular-nums text-amber-800">
        <span aria-hidden>{t("partly", { have, all: grants.length })}</span>
        <span className="sr-only">{t("partlyLabel", { have, all: grants.length })}</span>
      </span>
    );
  }
  return have > 0 ? (
    <span className="font-semibold text-green-700">
      <span aria-hidden>✓</span>
      <span className="sr-only">{t("granted")}</span>
    </span>
  ) : (
    <span className="text-neutral-400">
      <span aria-hidden>—</span>
      <span className="sr-only">{t("notGranted")}</span>
    </span>
  );
}
