import type * as React from "react";
import { LANGUAGES, type Lang, useT } from "../../i18n";
import { editionMessages } from "../../i18n/messages/edition";
import { shellMessages } from "../../i18n/messages/shell";
import { capCount } from "../../ui/badge";
import { BrandMark } from "../../ui/brand-mark";
import { cn } from "../../ui/cn";
import { LazyMenu, useMenuKit } from "../../ui/lazy-menu";
import { THEME_COLORS } from "../../ui/theme-colors";

export type TopBarUser = { name: string };
export type TopBarOrg = { orgId: number; orgName: string };

export type TopBarProps = {
  title: string;
  hideBrand: boolean;
  orgName: string;
  orgVersion: "FULL" | "BOOKING";
  /** ISO date; hidden when null (superAdmin). */
  validUntil: string | null;
  counts: { approvals: number; messages: number };
  orgs: TopBarOrg[];
  currentOrgId: number;
  themeColor: string;
  lang: Lang;
  user: TopBarUser;
  /** Links the shell renders as anchors; the app decides where they go. */
  links: {
    notification: (tab: "0" | "1") => string;
    home: string;
    contactUs: string;
    helpDoc: string;
    tutorial: string;
    manual: string;
  };
  onNavigate: (href: string) => void;
  onSwitchOrg: (orgId: number) => void;
  onThemeChange: (color: string) => void;
  onLangChange: (lang: Lang) => void;
  onPersonalInfo: () => void;
  onChangePassword: () => void;
  onLogout: () => void;
  onOpenMobileMenu: () => void;
  onOpenSearch: () => void;
  /** The chat entry (src/app/chat), when chat is available; before the notification link. */
  chatEntry?: React.ReactNode;
};

function InternalLink({
  href,
  onNavigate,
  className,
  children,
  ...rest
}: React.ComponentProps<"a"> & { href: string; onNavigate: (href: string) => void }) {
  return (
    <a
      href={href}
      className={className}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey) return;
        e.preventDefault();
        onNavigate(href);
      }}
      {...rest}
    >
      {children}
    </a>
  );
}

/** No display class here: each use says inline-flex or hidden/…:inline-flex (cn does not merge). */
const barButton =
  "h-9 items-center gap-1.5 rounded px-2.5 text-sm text-neutral-700 transition-colors hover:bg-neutral-100 hover:text-brand data-[state=open]:bg-neutral-100";

export function TopBar(props: TopBarProps) {
  const t = useT(shellMessages);
  const edition = useT(editionMessages);
  const { counts, links, onNavigate } = props;
  const currentOrg = props.orgs.find((o) => o.orgId === props.currentOrgId);
  // The three menus' code comes after the page's first paint (ui/lazy-menu.tsx).
  const [kit, loadKit] = useMenuKit();
  return (
    <header
      data-slot="top-bar"
      className="flex h-14 shrink-0 items-center gap-1 border-b border-neutral-200 bg-white px-2 desk:px-4"
    >
      <button
        type="button"
        onClick={props.onOpenMobileMenu}
        aria-label={t("openMenu")}
        className="grid size-10 place-items-center rounded text-neutral-700 hover:bg-neutral-100 desk:hidden"
      >
        <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true">
          <path
            d="M3 5h14M3 10h14M3 15h14"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
          />
        </svg>
      </button>
      {props.hideBrand ? null : (
        <div className="flex items-center gap-2 desk:hidden">
          <BrandMark className="size-7" />
          <span className="hidden font-semibold whitespace-nowrap text-neutral-900 min-[400px]:inline">
            {props.title}
          </span>
        </div>
      )}
      <div className="hidden min-w-0 items-center gap-2 desk:flex">
        <span className="truncate text-sm font-medium text-neutral-900" title={props.orgName}>
          {props.orgName}
        </span>
        <span className="shrink-0 rounded-sm border border-brand-200 bg-brand-50 px-1.5 text-xs leading-5 text-brand-700">
          {edition(props.orgVersion === "BOOKING" ? "BOOKING" : "FULL")}
        </span>
      </div>

      <div className="ml-auto flex items-center gap-0.5">
        <button
          type="button"
          onClick={props.onOpenSearch}
          className={cn(barButton, "inline-flex desk:hidden")}
          aria-label={t("searchMenus")}
        >
          <SearchIcon />
        </button>
        {props.chatEntry}
        <InternalLink
          href={links.notification(counts.approvals > 0 ? "0" : "1")}
          onNavigate={onNavigate}
          className={cn(barButton, "inline-flex")}
        >
          <BellIcon />
          <span className="sr-only">{t("notifications")}</span>
          {/* Visually hidden on phones, but always part of the link's name. */}
          <span className="sr-only text-xs sm:not-sr-only sm:flex sm:items-center sm:gap-1">
            <span>{t("approvals")}</span> <Count value={counts.approvals} />{" "}
            <span className="ml-1">{t("messages")}</span> <Count value={counts.messages} />
          </span>
          {counts.approvals + counts.messages > 0 ? (
            <span aria-hidden="true" className="size-2 rounded-full bg-red-600 sm:hidden" />
          ) : null}
        </InternalLink>
        {props.validUntil ? (
          <span className="hidden px-2 text-xs text-neutral-600 xl:inline">
            {t("validUntil", { date: props.validUntil })}
          </span>
        ) : null}
        {props.hideBrand ? null : (
          <InternalLink
            href={links.contactUs}
            onNavigate={onNavigate}
            className={cn(barButton, "hidden lg:inline-flex")}
          >
            {t("contactUs")}
          </InternalLink>
        )}

        <LazyMenu
          kit={kit}
          load={loadKit}
          triggerClassName={cn(barButton, "hidden sm:inline-flex")}
          triggerLabel={t("theme")}
          trigger={
            <span
              className="size-4 rounded-full border border-neutral-300"
              style={{ background: props.themeColor }}
            />
          }
        >
          {({
            DropdownMenuContent,
            DropdownMenuLabel,
            DropdownMenuRadioGroup,
            DropdownMenuRadioItem,
            DropdownMenuSeparator,
          }) => (
            <DropdownMenuContent>
              <DropdownMenuLabel>{t("theme")}</DropdownMenuLabel>
              <DropdownMenuRadioGroup
                value={props.themeColor.toUpperCase()}
                onValueChange={props.onThemeChange}
              >
                {THEME_COLORS.map((c) => (
                  <DropdownMenuRadioItem key={c.value} value={c.value}>
                    <span
                      className="size-3.5 rounded-full"
                      style={{ background: c.value }}
                      aria-hidden="true"
                    />
                    {t(c.name)}
                  </DropdownMenuRadioItem>
                ))}
              </DropdownMenuRadioGroup>
              <DropdownMenuSeparator />
              <DropdownMenuLabel>{t("language")}</DropdownMenuLabel>
              <DropdownMenuRadioGroup
                value={props.lang}
                onValueChange={(v) => props.onLangChange(v as Lang)}
              >
                {LANGUAGES.map((code) => (
                  <DropdownMenuRadioItem key={code} value={code}>
                    {code === "zh-CN" ? "简体中文" : "English"}
                  </DropdownMenuRadioItem>
                ))}
              </DropdownMenuRadioGroup>
            </DropdownMenuContent>
          )}
        </LazyMenu>

        {props.orgs.length > 1 ? (
          <LazyMenu
            kit={kit}
            load={loadKit}
            triggerClassName={cn(barButton, "inline-flex max-w-48")}
            trigger={
              <>
                <OrgIcon />
                <span className="sr-only md:not-sr-only md:truncate">{t("switchOrg")}</span>
                <span className="sr-only">{currentOrg ? `：${currentOrg.orgName}` : ""}</span>
              </>
            }
          >
            {({
              DropdownMenuContent,
              DropdownMenuLabel,
              DropdownMenuRadioGroup,
              DropdownMenuRadioItem,
            }) => (
              <DropdownMenuContent className="w-72">
                <DropdownMenuLabel>{t("switchOrg")}</DropdownMenuLabel>
                <DropdownMenuRadioGroup
                  value={String(props.currentOrgId)}
                  onValueChange={(v) => props.onSwitchOrg(Number(v))}
                >
                  {props.orgs.map((org) => (
                    <DropdownMenuRadioItem
                      key={org.orgId}
                      value={String(org.orgId)}
                      className="h-auto min-h-9 py-1.5"
                    >
                      <span className="whitespace-normal">{org.orgName}</span>
                    </DropdownMenuRadioItem>
                  ))}
                </DropdownMenuRadioGroup>
              </DropdownMenuContent>
            )}
          </LazyMenu>
        ) : null}

        <InternalLink
          href={links.home}
          onNavigate={onNavigate}
          className={cn(barButton, "hidden md:inline-flex")}
        >
          {t("home")}
        </InternalLink>
        <a
          href={links.helpDoc}
          target="_blank"
          rel="noopener noreferrer"
          className={cn(barButton, "hidden lg:inline-flex")}
        >
          {t("helpDoc")}
          <span className="sr-only">{t("externalLink")}</span>
        </a>

        <LazyMenu
          kit={kit}
          load={loadKit}
          triggerClassName={cn(barButton, "inline-flex")}
          trigger={
            <>
              <span
                className="grid size-7 place-items-center rounded-full bg-brand text-xs font-medium text-white"
                aria-hidden="true"
              >
                {props.user.name.slice(0, 1)}
              </span>
              <span className="sr-only sm:not-sr-only sm:max-w-28 sm:truncate">
                {props.user.name}
              </span>
              <span className="sr-only">{t("userMenu")}</span>
            </>
          }
        >
          {({ DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator }) => (
            <DropdownMenuContent>
              <DropdownMenuItem onSelect={props.onPersonalInfo}>
                {t("personalInfo")}
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={props.onChangePassword}>
                {t("changePassword")}
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => onNavigate(links.tutorial)}>
                {t("videoTutorial")}
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => window.open(links.manual, "_blank", "noopener")}>
                {t("userManual")}
              </DropdownMenuItem>
              <DropdownMenuSeparator />
              <DropdownMenuItem
                onSelect={props.onLogout}
                className="text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800"
              >
                {t("logout")}
              </DropdownMenuItem>
            </DropdownMenuContent>
          )}
        </LazyMenu>
      </div>
    </header>
  );
}

function Count({ value }: { value: number }) {
  return (
    <span
      className={cn(
        "min-w-5 rounded-full px-1.5 text-center text-[11px] leading-[18px] font-medium",
        value > 0 ? "bg-red-600 text-white" : "bg-neutral-100 text-neutral-600",
      )}
    >
      {capCount(value)}
    </span>
  );
}

function BellIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      className="size-5"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
    >
      <path
        d="M5 8a5 5 0 0110 0c0 4 1.5 5.5 1.5 5.5h-13S5 12 5 8zM8.5 16.5a1.7 1.7 0 003 0"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function SearchIcon() {
  return (
    <svg viewBox="0 0 16 16" className="size-4" aria-hidden="true">
      <circle cx="7" cy="7" r="4.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M10.5 10.5L14 14" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

function OrgIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      className="size-4"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
    >
      <path
        d="M3 17V6l6-3v14M9 8h8v9M6 8v.01M6 11v.01M6 14v.01M12 11h2M12 14h2"
        strokeLinecap="round"
      />
    </svg>
  );
}
