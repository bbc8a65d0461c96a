import { QueryClientProvider } from "@tanstack/react-query";
import { useAtom, useAtomValue, useSetAtom } from "jotai";
import * as React from "react";
import { Redirect, useLocation } from "wouter";
import { saveParamText } from "../../api/access";
import { dueInThisTab } from "../../domain/advisory";
import { chosenRecords } from "../../domain/hot-menu";
import { useT } from "../../i18n";
import { commonMessages } from "../../i18n/messages/common";
import { shellMessages } from "../../i18n/messages/shell";
import { ButtonInfoProvider } from "../../ui/button-gate";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { lazyDefault } from "../../ui/lazy";
import { ReferenceDataProvider } from "../../ui/reference-context";
import { AppShell } from "../../widgets/shell/AppShell";
import type { ShellLink } from "../../widgets/shell/types";
import { showAdvisories } from "../advisories";
import { ChatContainer } from "../chat/ChatContainer";
import { HOME_PATH } from "../paths";
import { queryClient } from "../queries/query-client";
import {
  recordVisit,
  useButtonInfo,
  useCounters,
  useFrequentMenus,
  useMenus,
  useMyOrgs,
} from "../queries/shell";
import { useReferenceData } from "../reference/queries";
import { GROUP_REDIRECTS } from "../routes";
import { useSignOut, useSwitchOrg } from "../session/actions";
import { hotMenuDialogOpenAtom } from "../state/hot-menu-dialog";
import { languageAtom } from "../state/language";
import { sessionAtom } from "../state/session";
import { themeColorAtom } from "../state/theme-color";
import { useShellEffects } from "./effects";
import { InvitationContainer } from "./InvitationContainer";
import { useOrgRefresh } from "./org-refresh";
import { PageOutlet } from "./PageOutlet";
import { useTabTitle } from "./tab-title";

export { preloadFirstPage } from "./PageOutlet";

import { useLanguageSync } from "./use-language-sync";

/** The personal settings dialog, with its form library and schema, loads on first open. */
const PersonalSettings = lazyDefault(() => import("../personal-settings/PersonalSettings"), {
  fallback: null,
  name: "PersonalSettings",
});
/** The hot-menu settings dialog (its tree, table and rules) loads on first open as well. */
const HotMenuDialogContainer = lazyDefault(() => import("./HotMenuDialogContainer"), {
  fallback: null,
  name: "HotMenuDialogContainer",
});
const HELP_DOC_URL = "/tutorial";
const MANUAL_URL = "/tutorial?tab=manual";

/** Paths the spec reloads in the same window with flag and name, and never records as visited. */
const RELOAD_ONLY = /\/unDevelop|\/unPermission/;

/**
 * The signed-in frame: top bar, sidebar, the page, and the shell's dialogs. Layout only: its
 * data comes from the hooks of data/shell.ts, its actions from session/actions.ts, the page from
 * the route table (PageOutlet).
 */
export default function ShellLayout() {
  const session = useAtomValue(sessionAtom);
  const [location] = useLocation();
  if (!session) return null;
  const groupTarget = GROUP_REDIRECTS[location];
  if (groupTarget) return <Redirect to={groupTarget} replace />;
  // Server state lives with the shell: the login page's first load carries none of it.
  return (
    <QueryClientProvider client={queryClient}>
      <SignedInShell />
    </QueryClientProvider>
  );
}

function SignedInShell() {
  const t = useT(shellMessages);
  const tc = useT(commonMessages);
  const session = useAtomValue(sessionAtom);
  const [themeColor, setThemeColor] = useAtom(themeColorAtom);
  const [lang, setLang] = useAtom(languageAtom);
  const [location, navigate] = useLocation();
  const [mobileOpen, setMobileOpen] = React.useState(false);
  const [searchOpen, setSearchOpen] = React.useState(false);
  const [confirmLogout, setConfirmLogout] = React.useState(false);
  const [settingsOpen, setSettingsOpen] = React.useState(false);
  const hotMenuOpen = useAtomValue(hotMenuDialogOpenAtom);
  const openHotMenu = useSetAtom(hotMenuDialogOpenAtom);
  const menus = useMenus();
  const buttons = useButtonInfo();
  const frequent = useFrequentMenus();
  const orgs = useMyOrgs();
  const reference = useReferenceData();
  const counts = useCounters();
  const { signOut, signingOut } = useSignOut();
  const switchOrg = useSwitchOrg();
  const openSearch = React.useCallback(() => setSearchOpen(true), []);
  useShellEffects({ onSearch: openSearch });
  useOrgRefresh(orgs.data);
  // After a sign-in in this tab (a page load that was already signed in shows them from main.tsx).
  React.useEffect(() => showAdvisories(dueInThisTab()), []);
  useLanguageSync(lang, setLang);

  useTabTitle({
    appTitle: tc("appTitle"),
    orgName: session?.user.orgName ?? "",
    privateDeployment: Boolean(session?.user.privateSaas),
  });

  if (!session) return null;
  const user = session.user;
  // The sidebar's menus and frequent menus arrive together, so nothing in it shifts; until
  // then the frame (top bar, sidebar placeholders) shows.
  const ready = Boolean(menus.data && (frequent.data || frequent.isError));

  const go = (menu: { id: number; name: string; path: string }) => {
    if (RELOAD_ONLY.test(menu.path)) {
      window.location.assign(`${menu.path}?flag=true&name=${encodeURIComponent(menu.name)}`);
      return;
    }
    recordVisit(menu);
    navigate(menu.path);
  };

  return (
    <ButtonInfoProvider buttons={buttons}>
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
          menus: ready ? (menus.data ?? []) : [],
          loading: !ready,
          frequent: frequent.data
            ? chosenRecords(frequent.data).flatMap((r) =>
                r.path ? [{ id: r.permissionId, name: r.permissionName, path: r.path }] : [],
              )
            : [],
          activePath: location,
          onNavigate: go,
          // The booking-only version has no hot-menu editor (seed 000 §1).
          onOpenHotMenu: user.orgVersion === "BOOKING" ? undefined : () => openHotMenu(true),
        }}
        topBar={{
          orgName: user.orgName,
          orgVersion: user.orgVersion,
          validUntil: user.adminRole === "superAdmin" ? null : user.validUntil,
          counts: counts.data ?? { approvals: 0, messages: 0 },
          orgs: (orgs.data ?? []).map((o) => ({ orgId: o.orgId, orgName: o.orgName })),
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
          onSwitchOrg: (id) => void switchOrg(id),
          onThemeChange: setThemeColor,
          onLangChange: (next) => {
            setLang(next);
            void saveParamText(next).catch(() => undefined);
          },
          onPersonalInfo: () => setSettingsOpen(true),
          onChangePassword: () => navigate("/resetPassword"),
          onLogout: () => setConfirmLogout(true),
          chatEntry: <ChatContainer />,
        }}
      >
        <InvitationContainer />
        {menus.isError ? (
          <PageOutlet.LoadFailed onRetry={() => void menus.refetch()} />
        ) : (
          <ReferenceDataProvider value={reference}>
            <PageOutlet location={location} />
          </ReferenceDataProvider>
        )}
      </AppShell>
      <ConfirmDialog
        open={confirmLogout}
        title={t("logoutConfirmTitle")}
        message={t("logoutConfirm")}
        confirmLabel={t("logout")}
        busy={signingOut}
        onConfirm={() => void signOut()}
        onCancel={() => setConfirmLogout(false)}
      />
      {settingsOpen ? <PersonalSettings open onOpenChange={setSettingsOpen} /> : null}
      {hotMenuOpen && user.orgVersion !== "BOOKING" ? <HotMenuDialogContainer /> : null}
    </ButtonInfoProvider>
  );
}
