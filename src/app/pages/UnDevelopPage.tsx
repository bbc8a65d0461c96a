import { useLocation, useSearch } from "wouter";
import { useT } from "../../i18n";
import { statusMessages } from "../../i18n/messages/status";
import { findMenuByPath } from "../../widgets/shell/types";
import { StatusScreen } from "../../widgets/status/StatusScreen";
import { HOME_PATH } from "../paths";
import { useMenus } from "../queries/shell";

/** 功能暂未开放，敬请期待。 — for routes the spec names but does not describe yet. */
export default function UnDevelopPage() {
  const t = useT(statusMessages);
  const [location, navigate] = useLocation();
  const search = useSearch();
  const menus = useMenus().data;
  const name =
    new URLSearchParams(search).get("name") ??
    (menus ? findMenuByPath(menus, location)?.name : undefined);
  return (
    <StatusScreen
      title={t("unDevelopTitle")}
      body={name ? t("unDevelopBody", { name }) : t("unDevelopBodyNoName")}
      actionLabel={t("backHome")}
      onAction={() => navigate(HOME_PATH)}
    />
  );
}
