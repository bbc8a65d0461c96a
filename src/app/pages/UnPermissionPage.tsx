import { useLocation } from "wouter";
import { useT } from "../../i18n";
import { statusMessages } from "../../i18n/messages/status";
import { StatusScreen } from "../../widgets/status/StatusScreen";
import { HOME_PATH } from "../paths";

export default function UnPermissionPage() {
  const t = useT(statusMessages);
  const [, navigate] = useLocation();
  return (
    <StatusScreen
      code="403"
      title={t("unPermissionTitle")}
      body={t("unPermissionBody")}
      actionLabel={t("backHome")}
      onAction={() => navigate(HOME_PATH)}
    />
  );
}
