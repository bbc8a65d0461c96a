import * as React from "react";
import type { StatisticsAnswer } from "../../domain/business-stats";
import type { BusinessScope } from "../../domain/scope";
import { type Translate, useT } from "../../i18n";
import { dashboardMessages } from "../../i18n/messages/dashboard";
import { type Loadable, loading } from "../../ui/loadable";
import type { StatisticsChartProps } from "../../ui/statistics-chart";
import { useNearViewport } from "../../ui/use-near-viewport";
import { type ActiveCompany, ActiveIndexCard } from "./ActiveIndexCard";
import { ActivityBanner } from "./ActivityBanner";
import { BookingPromo } from "./BookingPromo";
import { CompanyCardDialog } from "./CompanyCardDialog";
import { type FrequentMenu, FrequentMenusCard } from "./FrequentMenusCard";
import { HelpCard } from "./HelpCard";
import { NoticeDialog } from "./NoticeDialog";
import { type NoticeItem, NoticesCard } from "./NoticesCard";
import { QuickSearchCard } from "./QuickSearchCard";
import { QuickToolsCard } from "./QuickToolsCard";
import { StatisticsCard } from "./StatisticsCard";
import { startDashboardTour, type TourEnd, type TourHandle } from "./tour";
import { QUICK_TOOLS, type QuickTool } from "./types";

export type DashboardBlock = "frequent" | "notices" | "companies" | "stats";

export const DASHBOARD_LINKS = {
  tutorial: "/tutorial",
  video: (id: string) => `/tutorial?video=${encodeURIComponent(id)}`,
  manual: "/help/user-manual.html",
  investigate: "/investigate",
  contactUs: "/contactUs",
} as const;

export type DashboardScreenProps = {
  user: { userCname: string; orgName: string };
  /** Today in China time (YYYY-MM-DD), shown under the greeting. */
  today: string;
  /** Private deployment: no quick-search card. */
  privateDeployment: boolean;
  /** Online-booking-only version: promo panel, no hot-menu editor. */
  bookingOnly: boolean;
  frequent: Loadable<FrequentMenu[]>;
  notices: Loadable<NoticeItem[]>;
  companies: Loadable<ActiveCompany[]>;
  /** Null when the caller's role may not read the statistics (no business-analysis menu). */
  stats: Loadable<StatisticsAnswer> | null;
  statsScope: BusinessScope;
  /** The newcomer guide's address from the server; null while unknown. */
  guideHref: string | null;
  /** The caller may open the business analysis report ('more'). */
  canOpenReport: boolean;
  /** The notice being read (its content null while loading). */
  openNotice?: { notice: NoticeItem; content: string | null } | null;
  /** Start with a company's card open (stories). */
  initialCompanyId?: number;
  /** Run the guided tour from this step; null or absent: no tour. */
  tour?: { startAt: number } | null;
  /**
   * Draw the answers of the blocks below the first screen only once they come near it (the app);
   * until then they keep their placeholders, which hold the same height. On a phone that is most
   * of the page: its first seconds are spent on what is on screen. Stories draw everything.
   */
  deferOffscreen?: boolean;
  /** The statistics chart given directly (stories); the app loads it once it nears the screen. */
  chart?: React.ComponentType<StatisticsChartProps>;
  tools?: readonly QuickTool[];
  onSearch: (origin: string, destination: string) => void;
  onOpenTool: (tool: QuickTool) => void;
  onOpenMenu: (menu: FrequentMenu) => void;
  onOpenHotMenu: () => void;
  onOpenNotice: (notice: NoticeItem) => void;
  onCloseNotice: () => void;
  onScopeChange: (scope: BusinessScope) => void;
  onMore: (scope: BusinessScope) => void;
  onNavigate: (href: string) => void;
  onRetry: (block: DashboardBlock) => void;
  onTourEnd: (how: TourEnd) => void;
};

/** The home page inside the shell: every block of seed 000 §2.3, each failing on its own. */
export function DashboardScreen(props: DashboardScreenProps) {
  const t = useT(dashboardMessages);
  const { user, privateDeployment, bookingOnly } = props;
  const [company, setCompany] = React.useState<ActiveCompany | null>(() =>
    props.companies.status === "ready"
      ? (props.companies.data.find((c) => c.id === props.initialCompanyId) ?? null)
      : null,
  );
  useTour(props.tour ?? null, props.onTourEnd, t);
  const [middleNear, middleRow] = useNearViewport(!props.deferOffscreen);
  const [lowerNear, lowerRow] = useNearViewport(!props.deferOffscreen);

  return (
    <div
      data-slot="dashboard-screen"
      className="mx-auto flex max-w-[1400px] flex-col gap-4 px-4 py-5 sm:px-6"
    >
      <header>
        <h1 className="text-xl font-semibold text-neutral-900">
          {t("greeting", { name: user.userCname })}
        </h1>
        <p className="mt-0.5 truncate text-sm text-neutral-600">
          {t("subtitle", { org: user.orgName, date: props.today })}
        </p>
      </header>
      {bookingOnly ? (
        <BookingPromo href={DASHBOARD_LINKS.contactUs} onNavigate={props.onNavigate} />
      ) : null}
      <div className="grid gap-4 lg:grid-cols-3">
        {privateDeployment ? null : <QuickSearchCard onSearch={props.onSearch} />}
        <div className={privateDeployment ? "lg:col-span-3" : "lg:col-span-2"}>
          <QuickToolsCard tools={props.tools ?? QUICK_TOOLS} onOpen={props.onOpenTool} />
        </div>
      </div>
      <div ref={middleRow} className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        <FrequentMenusCard
          menus={props.frequent}
          onOpen={props.onOpenMenu}
          onOpenSettings={bookingOnly ? undefined : props.onOpenHotMenu}
          onRetry={() => props.onRetry("frequent")}
        />
        <NoticesCard
          notices={middleNear ? props.notices : loading}
          onOpen={props.onOpenNotice}
          onRetry={() => props.onRetry("notices")}
        />
        <HelpCard
          links={{
            video: DASHBOARD_LINKS.video,
            allVideos: DASHBOARD_LINKS.tutorial,
            tutorial: DASHBOARD_LINKS.tutorial,
            manual: DASHBOARD_LINKS.manual,
            guide: props.guideHref,
          }}
          onNavigate={props.onNavigate}
        />
      </div>
      <ActivityBanner href={DASHBOARD_LINKS.investigate} onNavigate={props.onNavigate} />
      <div ref={lowerRow} className="grid gap-4 lg:grid-cols-3">
        {props.stats ? (
          <div className="min-w-0 lg:col-span-2">
            <StatisticsCard
              stats={lowerNear ? props.stats : loading}
              scope={props.statsScope}
              onScopeChange={props.onScopeChange}
              onMore={props.canOpenReport ? props.onMore : undefined}
              onRetry={() => props.onRetry("stats")}
              chart={props.chart}
              still={!lowerNear}
            />
          </div>
        ) : null}
        <ActiveIndexCard
          companies={lowerNear ? props.companies : loading}
          onOpen={setCompany}
          onRetry={() => props.onRetry("companies")}
        />
      </div>
      <CompanyCardDialog company={company} onClose={() => setCompany(null)} />
      <NoticeDialog
        notice={props.openNotice?.notice ?? null}
        content={props.openNotice?.content ?? null}
        onClose={props.onCloseNotice}
      />
    </div>
  );
}

function useTour(
  tour: { startAt: number } | null,
  onEnd: (how: TourEnd) => void,
  t: Translate<keyof (typeof dashboardMessages)["zh-CN"]>,
) {
  const endRef = React.useRef(onEnd);
  endRef.current = onEnd;
  const startAt = tour?.startAt;
  React.useEffect(() => {
    if (startAt === undefined) return;
    let handle: TourHandle | null = null;
    let live = true;
    void startDashboardTour({
      startAt,
      manualHref: DASHBOARD_LINKS.manual,
      labels: {
        prev: t("tourPrev"),
        next: t("tourNext"),
        skip: t("tourSkip"),
        end: t("tourEnd"),
        done: t("tourDone"),
        progress: t("tourProgress"),
        manual: t("tourManual"),
        steps: {
          search: [t("tourSearchTitle"), t("tourSearchBody")],
          tools: [t("tourToolsTitle"), t("tourToolsBody")],
          learn: [t("tourLearnTitle"), t("tourLearnBody")],
        },
      },
      onEnd: (how) => endRef.current(how),
    }).then((h) => {
      if (live) handle = h;
      else h.stop();
    });
    return () => {
      live = false;
      handle?.stop();
    };
  }, [startAt, t]);
}
