import { useSetAtom } from "jotai";
import * as React from "react";
import { useLocation } from "wouter";
import { recordMenu } from "../../api/access";
import {
  type ActiveCompany,
  fetchActiveIndex,
  fetchGuideFinished,
  fetchHelpDoc,
  fetchNotice,
  fetchNotices,
  fetchStatistics,
  finishGuide,
  type Notice,
} from "../../api/dashboard";
import {
  dateInZone,
  encodeAnalysisFilter,
  lastSevenDaysFilter,
  type StatisticsAnswer,
} from "../../domain/business-stats";
import { chosenRecords, DASHBOARD_FREQUENT_COUNT } from "../../domain/hot-menu";
import { panelSearchHref } from "../../domain/inquiry";
import { type BusinessScope, isBusinessScope } from "../../domain/scope";
import { useT } from "../../i18n";
import { dashboardMessages } from "../../i18n/messages/dashboard";
import { notify } from "../../ui/toast";
import { type DashboardBlock, DashboardScreen } from "../../widgets/dashboard/DashboardScreen";
import {
  failed,
  type Loadable,
  loading,
  type QuickTool,
  ready,
} from "../../widgets/dashboard/types";
import { findMenuByPath } from "../../widgets/shell/types";
import { afterPaint } from "../after-paint";
import {
  frequentMenusAtom,
  hotMenuDialogOpenAtom,
  loadFrequentMenusAtom,
} from "../state/frequent-menus";
import { menusAtom } from "../state/menus";
import { permittedPathsAtom } from "../state/permitted-paths";
import { sessionAtom } from "../state/session";
import { useAtomValue } from "../state/use-atom";

/** The first-visit tour waits this long after the page shows (seed 000 §9). */
export const TOUR_DELAY_MS = 700;
const SCOPE_KEY = "dashboardStatsScope";
export const REPORT_PATH = "/css_report_business_analysis";

function useLoadable<T>(load: () => Promise<T>): [Loadable<T>, () => void] {
  const [state, setState] = React.useState<Loadable<T>>(loading);
  const [attempt, setAttempt] = React.useState(0);
  React.useEffect(() => {
    let live = true;
    setState(loading);
    // Each block's answer renders as a transition: in slices, so four answers arriving together
    // never make one long task.
    afterPaint()
      .then(() => (live ? load() : new Promise<never>(() => {})))
      .then((data) => live && React.startTransition(() => setState(ready(data))))
      .catch(() => live && React.startTransition(() => setState(failed)));
    return () => {
      live = false;
    };
  }, [attempt]);
  return [state, () => setAttempt((n) => n + 1)];
}

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
  const menus = useAtomValue(menusAtom);
  const permitted = useAtomValue(permittedPathsAtom);
  const frequentRecords = useAtomValue(frequentMenusAtom);
  const reloadFrequent = useSetAtom(loadFrequentMenusAtom);
  const openHotMenu = useSetAtom(hotMenuDialogOpenAtom);
  const [, navigate] = useLocation();
  const [today] = React.useState(() => dateInZone(new Date()));
  const [notices, retryNotices] = useLoadable<Notice[]>(() => fetchNotices(6));
  const [companies, retryCompanies] = useLoadable<ActiveCompany[]>(fetchActiveIndex);
  const [stats, retryStats] = useLoadable<StatisticsAnswer>(fetchStatistics);
  const [scope, setScope] = React.useState<BusinessScope>(readScope);
  const [guideHref, setGuideHref] = React.useState<string | null>(null);
  const [openNotice, setOpenNotice] = React.useState<{
    notice: Notice;
    content: string | null;
  } | null>(null);
  const tour = useFirstVisitTour();

  React.useEffect(() => {
    afterPaint()
      .then(() => fetchHelpDoc("新手指引"))
      .then((d) => React.startTransition(() => setGuideHref(d.helpDocUrl)))
      .catch(() => React.startTransition(() => setGuideHref("/tutorial?tab=guide")));
  }, []);

  if (!session) return null;
  const user = session.user;

  const frequent: Loadable<{ id: number; name: string; path: string }[]> =
    frequentRecords === null
      ? loading
      : frequentRecords === "error"
        ? failed
        : ready(
            chosenRecords(frequentRecords)
              .flatMap((r) =>
                r.path ? [{ id: r.permissionId, name: r.permissionName, path: r.path }] : [],
              )
              .slice(0, DASHBOARD_FREQUENT_COUNT),
          );

  const open = (menu: { id: number; name: string; path: string }) => {
    void recordMenu(menu).catch(() => undefined);
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
    if (block === "frequent") void reloadFrequent();
    else if (block === "notices") retryNotices();
    else if (block === "companies") retryCompanies();
    else retryStats();
  };

  return (
    <DashboardScreen
      user={{ userCname: user.userCname, orgName: user.orgName }}
      today={today}
      privateDeployment={user.privateSaas}
      bookingOnly={user.orgVersion === "BOOKING"}
      frequent={frequent}
      notices={notices}
      companies={companies}
      stats={stats}
      statsScope={scope}
      deferOffscreen
      guideHref={guideHref}
      canOpenReport={permitted?.has(REPORT_PATH) ?? false}
      openNotice={openNotice}
      tour={tour.step}
      onSearch={(from, to) => navigate(panelSearchHref(from, to))}
      onOpenTool={onOpenTool}
      onOpenMenu={open}
      onOpenHotMenu={() => openHotMenu(true)}
      onOpenNotice={(notice) => {
        setOpenNotice({ notice, content: null });
        fetchNotice(notice.noticeId)
          .then((d) =>
            setOpenNotice((cur) =>
              cur?.notice.noticeId === notice.noticeId ? { notice, content: d.content } : cur,
            ),
          )
          .catch(() => setOpenNotice(null));
      }}
      onCloseNotice={() => setOpenNotice(null)}
      onScopeChange={(next) => {
        setScope(next);
        try {
          localStorage.setItem(SCOPE_KEY, next);
        } catch {
          // private mode: remembered for this visit only
        }
      }}
      onMore={(s) =>
        navigate(`${REPORT_PATH}?filter=${encodeAnalysisFilter(lastSevenDaysFilter(s, today))}`)
      }
      onNavigate={(href) => navigate(href)}
      onRetry={retry}
      onTourEnd={tour.end}
    />
  );
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
    afterPaint()
      .then(() => fetchGuideFinished("dashboard"))
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
