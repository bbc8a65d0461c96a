import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import * as React from "react";
import {
  fetchButtonInfo,
  fetchLanguagePage,
  fetchMenus,
  fetchMyOrgs,
  fetchParamText,
  recordMenu,
} from "../../api/access";
import { ApiError } from "../../api/client";
import { fetchHotMenus } from "../../api/hot-menu";
import { fetchApprovalPage, fetchMessagePage } from "../../api/notification";
import type { MenuNode } from "../../contract/access";
import type { HotMenuRecord } from "../../domain/hot-menu";
import type { Lang } from "../../i18n";
import { localizeMenus, menuName } from "../../i18n/messages/menus";
import { failed, type Loadable, loading, ready } from "../../ui/loadable";
import { languageAtom } from "../state/language";
import { type Session, sessionAtom } from "../state/session";
import { keys } from "./keys";

/** The signed-in user; the shell renders only with one, so its hooks may rely on it. */
export function useSessionUser(): Session["user"] {
  const session = useAtomValue(sessionAtom);
  if (!session) throw new Error("useSessionUser outside a session");
  return session.user;
}

/**
 * The caller's permitted menu tree (administrators through the other call, as the spec says),
 * named in the page's language from the menus catalogue.
 */
export function useMenus() {
  const user = useSessionUser();
  const lang = useAtomValue(languageAtom);
  const select = React.useCallback((tree: MenuNode[]) => localizeMenus(tree, lang), [lang]);
  return useQuery({
    queryKey: keys.menus(user, user.loginType),
    queryFn: () => fetchMenus(user.loginType),
    staleTime: Number.POSITIVE_INFINITY,
    select,
  });
}

/**
 * The role's button identifiers, asked once per page load like the menus (issue 34): a role
 * changed since sign-in shows at the next page load, so a page offers no action the server would
 * refuse (a new order without `af_order_add`). Until the answer is in, or if it fails, the
 * session's list from sign-in stands.
 */
export function useButtonInfo(): readonly string[] {
  const user = useSessionUser();
  const { data } = useQuery({
    queryKey: keys.buttons(user),
    queryFn: fetchButtonInfo,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data ?? user.buttonInfo;
}

function collect(nodes: MenuNode[], into: Set<string>): Set<string> {
  for (const node of nodes) {
    if (node.path) into.add(node.path);
    collect(node.children ?? [], into);
  }
  return into;
}

/** Every path the caller may open (parents included), or undefined until the menus are in. */
export function usePermittedPaths(): Set<string> | undefined {
  const { data } = useMenus();
  return React.useMemo(() => (data ? collect(data, new Set()) : undefined), [data]);
}

export function useMyOrgs() {
  const user = useSessionUser();
  return useQuery({ queryKey: keys.myOrgs(user), queryFn: fetchMyOrgs });
}

/** The hot menus: the sidebar's 'my frequent menus', the dashboard's card, the editor dialog. */
export function useFrequentMenus() {
  const user = useSessionUser();
  const lang = useAtomValue(languageAtom);
  const select = React.useCallback(
    (list: HotMenuRecord[]) => list.map((r) => localizeRecord(r, lang)),
    [lang],
  );
  return useQuery({ queryKey: keys.hotMenus(user), queryFn: fetchHotMenus, select });
}

function localizeRecord(record: HotMenuRecord, lang: Lang): HotMenuRecord {
  const name = menuName(
    { id: record.permissionId, path: record.path, name: record.permissionName },
    lang,
  );
  return name === record.permissionName ? record : { ...record, permissionName: name };
}

const COUNTER_INTERVAL = 60_000;

/** The top bar's approval and message counts, every 60 s (seed 000 §2.4). */
export function useCounters() {
  const user = useSessionUser();
  return useQuery({
    queryKey: keys.counters(user),
    queryFn: async () => {
      const [todo, messages] = await Promise.all([
        fetchApprovalPage(user.orgId, user.userId),
        fetchMessagePage(user.orgId, user.userId),
      ]);
      return { approvals: todo.total, messages: messages.total };
    },
    refetchInterval: COUNTER_INTERVAL,
  });
}

/** The user's page language as the server keeps it (another device may have changed it). */
export function useServerLanguage() {
  const user = useSessionUser();
  return useQuery({ queryKey: keys.paramText(user), queryFn: fetchParamText });
}

/**
 * The server's wording overrides of the shell for a language, starting from the copy cached on
 * this device (asked for again at once: it counts as stale).
 */
export function useLanguagePage(lang: Lang, cached: () => Record<string, string>) {
  return useQuery({
    queryKey: keys.languagePage(lang),
    queryFn: () => fetchLanguagePage("shell", lang),
    initialData: cached,
    initialDataUpdatedAt: 0,
  });
}

/** Records a visit to a menu (the frequent menus' counts); a failure is not the user's business. */
export function recordVisit(menu: { id: number; name: string; path: string }): void {
  void recordMenu(menu).catch(() => undefined);
}

/**
 * A query as the widgets' `Loadable` prop: loading, failed (with a retry) or ready. Here, with the
 * shell's hooks, so the pages that use it share the shell's chunk instead of a chunk of its own.
 */
export function loadableOf<T>(
  query: Pick<UseQueryResult<T>, "data" | "isError" | "isPending">,
): Loadable<T> {
  if (query.data !== undefined) return ready(query.data);
  if (query.isError) return failed;
  return loading;
}

// Mutations as widgets' props: here too, for the same reason as loadableOf.

/**
 * The text a widget's `error` prop shows for a failed mutation: the server's catalogue message
 * (the client has already translated it), or the error's own text. null while it has not failed.
 * Pages pass `errorText(mutation.error)` and `mutation.isPending` to their widgets instead of
 * keeping busy and error flags of their own (decision 0067).
 */
export function errorText(error: unknown): string | null {
  if (error === null || error === undefined) return null;
  return error instanceof ApiError ? error.message : String(error);
}

type MutationState = { isPending: boolean; error: unknown; submittedAt: number };

/** A screen with several saves shows one spinner: busy while any of them runs. */
export function anyPending(...mutations: Pick<MutationState, "isPending">[]): boolean {
  return mutations.some((m) => m.isPending);
}

/** The text of the failure of the save tried last (a screen shows one error at a time). */
export function latestError(...mutations: MutationState[]): string | null {
  let last: MutationState | null = null;
  for (const m of mutations) if (m.error && (!last || m.submittedAt > last.submittedAt)) last = m;
  return last ? errorText(last.error) : null;
}
