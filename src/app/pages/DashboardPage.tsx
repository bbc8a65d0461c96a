import { useQuery } from "@tanstack/react-query";
import { useAtomValue, useSetAtom } from "jotai";
import * as React from "react";
import { useLocation } from "wouter";
import { recordMenu } from "../../api/access";
import {
  fetchActiveIndex,
  fetchGuideFinished,
  fetchHelpDoc,
  fetchNotice,
  fetchNotices,
  fetchStatistics,
  finishGuide,
} from "../../api/dashboard";
import type { Notice } from "../../contract/dashboard";
import { dateInZone, encodeAnalysisFilter, lastSevenDaysFilter } from "../../domain/business-stats";
import { chosenRecords, DASHBOARD_FREQUENT_COUNT } from "../../domain/hot-menu";
import { panelSearchHref } from "../../domain/inquiry";
import { type BusinessScope, isBusinessScope } from "../../domain/scope";
import { useT } from "../../i18n";
import { dashboardMessages } from "../../i18n/messages/dashboard";
import { notify } from "../../ui/toast";
import {
  type DashboardBlock,
  DashboardScreen,
  type DashboardScreenProps,
} from "../../widgets/dashboard/DashboardScreen";
import type { QuickTool } from "../../widgets/dashboard/types";
import { findMenuByPath } from "../../widgets/shell/types";
import { keys } from "../queries/keys";
import {
  loadableOf,
  recordVisit,
  useFrequentMenus,
  useMenus,
  usePermittedPaths,
  useSessionUser,
} from "../queries/shell";
import { hotMenuDialogOpenAtom } from "../state/hot-menu-dialog";
import { sessionAtom } from "../state/session";

/** The first-visit tour waits this long after the page shows (seed 000 §9). */
export const TOUR_DELAY_MS = 700;
const SCOPE_KEY = "dashboardStatsScope";
export const REPORT_PATH = "/css_report_business_analysis";

function readScope(): BusinessScope {
  try {
    const stored = localStorage.getItem(SCOPE_KEY);
    return isBusinessScope(stored) ? stored : "AE";
  } catch {
    return "AE";
  }
}

export default function DashboardPage() {
  const t = useT(dashboardMessages);
  const session = useAtomValue(sessionAtom);
  const who = useSessionUser();
  const menus = useMenus().data;
  const permitted = usePermittedPaths();
  const frequentQuery = useFrequentMenus();
  const openHotMenu = useSetAtom(hotMenuDialogOpenAtom);
  const [, navigate] = useLocation();
  const [today] = React.useState(() => dateInZone(new Date()));
  const notices = useQuery({ queryKey: keys.notices(who), queryFn: () => fetchNotices(6) });
  const companies = useQuery({ queryKey: keys.activeIndex(who), queryFn: fetchActiveIndex });
  // The server answers the statistics only to roles with the report's menu (docs/permissions.md).
  const canOpenReport = permitted?.has(REPORT_PATH) ?? false;
  const stats = useQuery({
    queryKey: keys.statistics(who),
    queryFn: fetchStatistics,
    enabled: canOpenReport,
  });
  const guide = useQuery({
    queryKey: keys.helpDoc("新手指引"),
    queryFn: () => fetchHelpDoc("新手指引"),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const guideHref = guide.data?.helpDocUrl ?? (guide.isError ? "/tutorial?tab=guide" : null);
  const [scope, setScope] = React.useState<BusinessScope>(readScope);
  const [openNotice, setOpenNotice] = React.useState<{
    notice: Notice;
    content: string | null;
  } | null>(null);
  const tour = useFirstVisitTour();

  if (!session) return null;
  const user = session.user;

  const frequent = loadableOf({
    ...frequentQuery,
    data: frequentQuery.data
      ? chosenRecords(frequentQuery.data)
          .flatMap((r) =>
            r.path ? [{ id: r.permissionId, name: r.permissionName, path: r.path }] : [],
          )
          .slice(0, DASHBOARD_FREQUENT_COUNT)
      : undefined,
  });

  const open = (menu: { id: number; name: string; path: string }) => {
    recordVisit(menu);
    navigate(menu.path);
  };

  const onOpenTool = (tool: QuickTool) => {
    if (!tool.path) {
      notify("info", t("notOpen"));
      return;
    }
    if (tool.path === "/newCargoTracking") {
      // The spec's one tile that records the visit before it opens.
      const menu = menus ? findMenuByPath(menus, tool.path) : undefined;
      const record = menu
        ? recordMenu({ id: menu.id, name: menu.name, path: tool.path }).catch(() => undefined)
        : Promise.resolve();
      void record.then(() => navigate(tool.path ?? "/"));
      return;
    }
    navigate(tool.path);
  };

  const retry = (block: DashboardBlock) => {
    const queries = { frequent: frequentQuery, notices, companies, stats };
    void queries[block].refetch();
  };

  const screen: DashboardScreenProps = {
    user: { userCname: user.userCname, orgName: user.orgName },
    today,
    privateDeployment: user.privateSaas,
    bookingOnly: user.orgVersion === "BOOKING",
    frequent,
    notices: loadableOf(notices),
    companies: loadableOf(companies),
    // Until the menus are known the card waits; without the menu it is left out.
    stats: permitted && !canOpenReport ? null : loadableOf(stats),
    statsScope: scope,
    deferOffscreen: true,
    guideHref,
    canOpenReport,
    openNotice,
    tour: tour.step,
    onSearch: (from, to) => navigate(panelSearchHref(from, to)),
    onOpenTool,
    onOpenMenu: open,
    onOpenHotMenu: () => openHotMenu(true),
    onOpenNotice: (notice) => {
      setOpenNotice({ notice, content: null });
      fetchNotice(notice.noticeId)
        .then((d) =>
          setOpenNotice((cur) =>
            cur?.notice.noticeId === notice.noticeId ? { notice, content: d.content } : cur,
          ),
        )
        .catch(() => setOpenNotice(null));
    },
    onCloseNotice: () => setOpenNotice(null),
    onScopeChange: (next) => {
      setScope(next);
      try {
        localStorage.setItem(SCOPE_KEY, next);
      } catch {
        // private mode: remembered for this visit only
      }
    },
    onMore: (s) =>
      navigate(`${REPORT_PATH}?filter=${encodeAnalysisFilter(lastSevenDaysFilter(s, today))}`),
    onNavigate: (href) => navigate(href),
    onRetry: retry,
    onTourEnd: tour.end,
  };
  return <DashboardScreen {...screen} />;
}

/**
 * The first-visit tour: unless the server says this user finished or skipped it in this
 * organisation, it starts 700 ms after the page shows. Someone who has already started working
 * (a click or a key press before then, or a dialog open) is not interrupted; the tour waits
 * for the next visit.
 */
function useFirstVisitTour() {
  const [step, setStep] = React.useState<{ startAt: number } | null>(null);
  React.useEffect(() => {
    let live = true;
    let interacted = false;
    const onInteract = () => {
      interacted = true;
    };
    window.addEventListener("pointerdown", onInteract, { capture: true, once: true });
    window.addEventListener("keydown", onInteract, { capture: true, once: true });
    const shown = Date.now();
    fetchGuideFinished("dashboard")
      .then(({ finished }) => {
        if (finished || !live) return;
        const wait = Math.max(0, TOUR_DELAY_MS - (Date.now() - shown));
        window.setTimeout(() => {
          // Never over a dialog already open (the browser advisory, the hot-menu settings...).
          const dialogOpen = document.querySelector(
            'dialog[open], [role="dialog"], [role="alertdialog"]',
          );
          if (live && !interacted && !dialogOpen && document.visibilityState === "visible")
            setStep({ startAt: 0 });
        }, wait);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      window.removeEventListener("pointerdown", onInteract, { capture: true });
      window.removeEventListener("keydown", onInteract, { capture: true });
    };
  }, []);
  return {
    step,
    end: () => {
      setStep(null);
      void finishGuide("dashboard").catch(() => undefined);
    },
  };
}
