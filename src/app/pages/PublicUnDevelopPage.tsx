import { useT } from "../../i18n";
import { statusMessages } from "../../i18n/messages/status";
import { StatusScreen } from "../../widgets/status/StatusScreen";

/** Public routes the spec names without describing their content. */
export default function PublicUnDevelopPage() {
  const t = useT(statusMessages);
  return (
    <div className="min-h-dvh bg-neutral-50">
      <StatusScreen title={t("unDevelopTitle")} body={t("unDevelopBodyNoName")} />
    </div>
  );
}
