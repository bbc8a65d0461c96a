import { useLocation } from "wouter";
import { useT } from "../../i18n";
import { statusMessages } from "../../i18n/messages/status";
import { StatusScreen } from "../../widgets/status/StatusScreen";
import { HOME_PATH } from "../paths";

export default function NotFoundPage() {
  const t = useT(statusMessages);
  const [, navigate] = useLocation();
  return (
    <StatusScreen
      code="404"
      title={t("notFoundTitle")}
      body={t("notFoundBody")}
      actionLabel={t("backHome")}
      onAction={() => navigate(HOME_PATH)}
    />
  );
}
