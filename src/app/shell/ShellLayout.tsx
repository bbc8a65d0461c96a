import { atom, getDefaultStore, useSetAtom } from "jotai";
import * as React from "react";
import { Redirect, useLocation } from "wouter";
import {
  fetchLanguagePage,
  fetchMenus,
  fetchMessages,
  fetchMyOrgs,
  fetchParamText,
  fetchToDo,
  type OrgItem,
  recordMenu,
  saveParamText,
  switchLogin,
} from "../../api/access";
import { logout } from "../../api/auth";
import { dueInThisTab } from "../../domain/advisory";
import { chosenRecords } from "../../domain/hot-menu";
import { isLang, useT } from "../../i18n";
import { commonMessages } from "../../i18n/messages/common";
import { shellMessages } from "../../i18n/messages/shell";
import { ButtonInfoProvider } from "../../ui/button-gate";
import { Spinner } from "../../ui/spinner";
import { AppShell } from "../../widgets/shell/AppShell";
import { ConfirmDialog } from "../../widgets/shell/ConfirmDialog";
import type { ShellLink, ShellMenu } from "../../widgets/shell/types";
import { showAdvisories } from "../advisories";
import { startAfterPaint } from "../after-paint";
import { pageElement, preloadPage } from "../lazy-pages";
import NotFoundPage from "../pages/NotFoundPage";
import { HOME_PATH, LOGIN_PATH } from "../paths";
import type { PageLoader } from "../public-routes";
import { findRoute, GROUP_REDIRECTS } from "../routes";
import { countsAtom } from "../state/counts";
import {
  frequentMenusAtom,
  hotMenuDialogOpenAtom,
  loadFrequentMenusAtom,
} from "../state/frequent-menus";
import {
  cacheOverrides,
  languageAtom,
  languageOverridesAtom,
  readCachedOverrides,
} from "../state/language";
import { menusAtom } from "../state/menus";
import { permittedPathsAtom } from "../state/permitted-paths";
import { sessionAtom } from "../state/session";
import { clearShellCache, readShellCache, writeShellCache } from "../state/shell-cache";
import { themeColorAtom } from "../state/theme-color";
import { useAtom, useAtomValue } from "../state/use-atom";
import { useShellEffects } from "./effects";

const unDevelopPage = () => import("../pages/UnDevelopPage");
/** The personal settings dialog, with its form library and schema, loads on first open. */
const PersonalSettings = React.lazy(() => import("../settings/PersonalSettings"));
/** The hot-menu settings dialog (its tree, table and rules) loads on first open as well. */
const HotMenuDialogContainer = React.lazy(() => import("./HotMenuDialogContainer"));
const COUNTER_INTERVAL = 60_000;
const HELP_DOC_URL = "/tutorial";
const MANUAL_URL = "/tutorial?tab=manual";

/**
 * Sets the wording overrides only when they differ: every text of the app reads them, so a new
 * but equal object (the cached ones on each load, the server's same answer) would re-render all
 * of it in one blocking task.
 */
const changeOverridesAtom = atom(null, (get, set, next: Record<string, string>) => {
  if (!sameJson(get(languageOverridesAtom), next)) set(languageOverridesAtom, next);
});

function sameJson(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** Paths the spec reloads in the same window with flag and name, and never records as visited. */
const RELOAD_ONLY = /\/unDevelop|\/unPermission/;

/**
 * The session whose menus this page load took from the cache (state/shell-cache.ts): they are
 * shown at once and asked for again right after the first paint. null once the server answered.
 */
let primedFor: string | null = null;
/** What the shell cache holds (primed from it, or last written): the same again is not rewritten. */
let cacheHolds: { token: string; menus: unknown; frequent: unknown } | null = null;
{
  const store = getDefaultStore();
  const session = store.get(sessionAtom);
  const cached =
    session && !store.get(menusAtom) && store.get(frequentMenusAtom) === null
      ? readShellCache(session.token)
      : null;
  if (session && cached) {
    store.set(menusAtom, cached.menus);
    store.set(frequentMenusAtom, cached.frequent);
    primedFor = session.token;
    cacheHolds = { token: session.token, menus: cached.menus, frequent: cached.frequent };
  }
}

/**
 * The first page's code, asked for as this module runs. App hands the shell over once it is in,
 * so the shell and its page draw in one frame: a page that suspended after the shell would show
 * a spinner first, and React would then hold the page back for a moment (its fallback throttle).
 * On a full load the server has named that code in the page's <head>, so it is already on its
 * way (server/http/preload.ts). Not a top-level await: the page's chunk imports this one.
 */
export const firstPage: Promise<unknown> = (() => {
  const first = findRoute(window.location.pathname);
  return first ? preloadPage(first.page).catch(() => undefined) : Promise.resolve();
})();

export default function ShellLayout() {
  const t = useT(shellMessages);
  const tc = useT(commonMessages);
  const [session, setSession] = useAtom(sessionAtom);
  const [menus, setMenus] = useAtom(menusAtom);
  const permitted = useAtomValue(permittedPathsAtom);
  const [counts, setCounts] = useAtom(countsAtom);
  const [themeColor, setThemeColor] = useAtom(themeColorAtom);
  const [lang, setLangLocal] = useAtom(languageAtom);
  const setOverrides = useSetAtom(changeOverridesAtom);
  const [location, navigate] = useLocation();
  const [orgs, setOrgs] = React.useState<OrgItem[]>([]);
  const [mobileOpen, setMobileOpen] = React.useState(false);
  const [searchOpen, setSearchOpen] = React.useState(false);
  const [confirmLogout, setConfirmLogout] = React.useState(false);
  const [loggingOut, setLoggingOut] = React.useState(false);
  const [settingsOpen, setSettingsOpen] = React.useState(false);
  const frequentRecords = useAtomValue(frequentMenusAtom);
  const loadFrequentMenus = useSetAtom(loadFrequentMenusAtom);
  const [hotMenuOpen, setHotMenuOpen] = useAtom(hotMenuDialogOpenAtom);
  // After a sign-in in this tab (a page load that was already signed in shows them from main.tsx).
  React.useEffect(() => showAdvisories(dueInThisTab()), []);
  const openSearch = React.useCallback(() => setSearchOpen(true), []);
  useShellEffects({ onSearch: openSearch });

  const user = session?.user;
  const loginType = user?.loginType;
  const orgId = user?.orgId;
  const userId = user?.userId;

  // Menus once per session (again after a page load that showed cached ones); a failure here is
  // a guard failure: reset and go to login.
  const token = session?.token;
  const cachedMenus = token !== undefined && primedFor === token;
  React.useEffect(() => {
    if (menus && !cachedMenus) return;
    if (loginType === undefined || orgId === undefined || userId === undefined) return;
    let live = true;
    const cancel = startAfterPaint(() =>
      fetchMenus(loginType)
        // A transition: the sidebar and the page render in slices, not in one long task.
        .then((tree) => {
          if (!live) return;
          primedFor = null;
          // The same tree as the cached one changes nothing: no render at all.
          if (!sameJson(getDefaultStore().get(menusAtom), tree))
            React.startTransition(() => setMenus(tree));
        })
        .catch(() => {
          if (!live) return;
          setSession(null);
          navigate(
            `${LOGIN_PATH}?redirect=${encodeURIComponent(window.location.pathname + window.location.search)}`,
            {
              replace: true,
            },
          );
        }),
    );
    return () => {
      live = false;
      cancel();
    };
  }, [menus, cachedMenus, loginType, orgId, userId, setMenus, setSession, navigate]);

  React.useEffect(() => {
    if (orgId === undefined || userId === undefined) return;
    return startAfterPaint(() =>
      fetchMyOrgs()
        // Background answers re-render as transitions: in slices, never one long task.
        .then((list) => React.startTransition(() => setOrgs(list)))
        .catch(() => setOrgs([])),
    );
  }, [orgId, userId]);

  // The user's page language from the server (another device may have changed it), and the
  // server's wording overrides for it, cached locally so the next load starts with them.
  React.useEffect(() => {
    if (userId === undefined) return;
    return startAfterPaint(() =>
      fetchParamText()
        .then((value) => {
          if (isLang(value)) React.startTransition(() => setLangLocal(value));
        })
        .catch(() => undefined),
    );
  }, [userId, setLangLocal]);

  React.useEffect(() => {
    setOverrides(readCachedOverrides(lang));
  }, [lang, setOverrides]);
  React.useEffect(() => {
    return startAfterPaint(() =>
      fetchLanguagePage("shell", lang)
        .then((overrides) => {
          cacheOverrides(lang, overrides);
          React.startTransition(() => setOverrides(overrides));
        })
        .catch(() => undefined),
    );
  }, [lang, setOverrides]);

  // The caller's hot menus, once per user and organisation: the sidebar and the dashboard share
  // them. Cached ones stay on screen until the answer replaces them.
  React.useEffect(() => {
    if (orgId === undefined || userId === undefined) return;
    return startAfterPaint(() => void loadFrequentMenus({ fresh: primedFor === null }));
  }, [orgId, userId, loadFrequentMenus]);

  // What the next page load of this session shows before the server answers. A load whose
  // answers equal the cached ones (most) writes nothing: no 20 KB serialised in its first commit.
  React.useEffect(() => {
    if (!token || !menus || !Array.isArray(frequentRecords)) return;
    const held = cacheHolds;
    if (held?.token === token && held.menus === menus && held.frequent === frequentRecords) return;
    cacheHolds = { token, menus, frequent: frequentRecords };
    writeShellCache(token, { menus, frequent: frequentRecords });
  }, [token, menus, frequentRecords]);

  // Counters every 60 s.
  React.useEffect(() => {
    if (orgId === undefined || userId === undefined) return;
    let live = true;
    const refresh = () =>
      Promise.all([fetchToDo(orgId, userId), fetchMessages(orgId, userId)])
        .then(
          ([todo, messages]) =>
            live &&
            React.startTransition(() =>
              setCounts({ approvals: todo.total, messages: messages.total }),
            ),
        )
        .catch(() => undefined);
    const cancel = startAfterPaint(() => void refresh());
    const timer = window.setInterval(() => void refresh(), COUNTER_INTERVAL);
    return () => {
      live = false;
      cancel();
      window.clearInterval(timer);
    };
  }, [orgId, userId, setCounts]);

  if (!session || !user) return <Redirect to={LOGIN_PATH} replace />;
  const groupTarget = GROUP_REDIRECTS[location];
  if (groupTarget) return <Redirect to={groupTarget} replace />;
  // The frequent menus load beside the menus; waiting for both keeps the sidebar from shifting.
  // Until the menus and the frequent menus are in, the frame (top bar, sidebar placeholders)
  // already shows, so the first paint is the shell, not a spinner on a blank page; the sidebar's
  // menus then arrive together, so nothing in it shifts.
  const ready = Boolean(menus && permitted && frequentRecords !== null);

  const go = (menu: { id: number; name: string; path: string }) => {
    if (RELOAD_ONLY.test(menu.path)) {
      window.location.assign(`${menu.path}?flag=true&name=${encodeURIComponent(menu.name)}`);
      return;
    }
    void recordMenu({ id: menu.id, name: menu.name, path: menu.path }).catch(() => undefined);
    navigate(menu.path);
  };

  const onSwitchOrg = async (nextOrgId: number) => {
    if (nextOrgId === user.orgId) return;
    try {
      const {
        access_token,
        token_type: _t,
        expires_in: _e,
        ...info
      } = await switchLogin(nextOrgId, user.userId);
      setSession({ token: access_token, user: info });
      setMenus(null);
      window.location.assign(HOME_PATH);
    } catch {
      // the client has shown the reason
    }
  };

  const onLogout = async () => {
    setLoggingOut(true);
    await logout().catch(() => undefined);
    clearShellCache();
    cacheHolds = null;
    setSession(null);
    setMenus(null);
    navigate(`${LOGIN_PATH}?redirect=${encodeURIComponent(location)}`, { replace: true });
  };

  const route = findRoute(location);
  let content: React.ReactNode;
  if (!ready || !permitted) {
    content = <PageSpinner label={tc("loading")} />;
  } else if (!route) {
    // A menu the server grants but no page describes yet: the unDevelop page inside the shell.
    content = permitted.has(location) ? <LazyPage page={unDevelopPage} /> : <NotFoundPage />;
  } else if (route.access === "permission" && !permitted.has(route.path)) {
    return <Redirect to="/unPermission" replace />;
  } else {
    content = <LazyPage page={route.page} />;
  }

  return (
    <ButtonInfoProvider buttons={user.buttonInfo}>
      <AppShell
        title={tc("appTitle")}
        privateDeployment={user.privateSaas}
        mobileMenuOpen={mobileOpen}
        onMobileMenuOpenChange={setMobileOpen}
        search={{
          open: searchOpen,
          onOpenChange: setSearchOpen,
          onChoose: (item: ShellLink) => go(item),
        }}
        sidebar={{
          menus: ready ? (menus as ShellMenu[]) : [],
          loading: !ready,
          frequent: Array.isArray(frequentRecords)
            ? chosenRecords(frequentRecords).flatMap((r) =>
                r.path ? [{ id: r.permissionId, name: r.permissionName, path: r.path }] : [],
              )
            : [],
          activePath: location,
          onNavigate: go,
          // The booking-only version has no hot-menu editor (seed 000 §1).
          onOpenHotMenu: user.orgVersion === "BOOKING" ? undefined : () => setHotMenuOpen(true),
        }}
        topBar={{
          orgName: user.orgName,
          orgVersion: user.orgVersion,
          validUntil: user.adminRole === "superAdmin" ? null : user.validUntil,
          counts,
          orgs: orgs.map((o) => ({ orgId: o.orgId, orgName: o.orgName })),
          currentOrgId: user.orgId,
          themeColor,
          lang,
          user: { name: user.userCname },
          links: {
            notification: (tab) => `/notification?id=${tab}`,
            home: `${HOME_PATH}?t=${Date.now()}`,
            contactUs: "/contactUs",
            helpDoc: HELP_DOC_URL,
            tutorial: "/tutorial",
            manual: MANUAL_URL,
          },
          onNavigate: (href) => navigate(href),
          onSwitchOrg: (id) => void onSwitchOrg(id),
          onThemeChange: setThemeColor,
          onLangChange: (next) => {
            setLangLocal(next);
            void saveParamText(next).catch(() => undefined);
          },
          onPersonalInfo: () => setSettingsOpen(true),
          onChangePassword: () => navigate("/resetPassword"),
          onLogout: () => setConfirmLogout(true),
        }}
      >
        <React.Suspense fallback={<PageSpinner label={tc("loading")} />}>{content}</React.Suspense>
      </AppShell>
      <ConfirmDialog
        open={confirmLogout}
        title={t("logoutConfirmTitle")}
        message={t("logoutConfirm")}
        confirmLabel={t("logout")}
        busy={loggingOut}
        onConfirm={() => void onLogout()}
        onCancel={() => setConfirmLogout(false)}
      />
      {settingsOpen ? (
        <React.Suspense fallback={null}>
          <PersonalSettings open onOpenChange={setSettingsOpen} />
        </React.Suspense>
      ) : null}
      {hotMenuOpen && user.orgVersion !== "BOOKING" ? (
        <React.Suspense fallback={null}>
          <HotMenuDialogContainer />
        </React.Suspense>
      ) : null}
    </ButtonInfoProvider>
  );
}

function PageSpinner({ label }: { label: string }) {
  return (
    <div className="grid min-h-[50dvh] place-items-center text-brand" role="status">
      <Spinner className="size-6" label={label} />
    </div>
  );
}

/** Memoised: the shell's own updates (counters, organisations…) do not re-render the page. */
const LazyPage = React.memo(function LazyPage({ page }: { page: PageLoader }) {
  return pageElement(page);
});
