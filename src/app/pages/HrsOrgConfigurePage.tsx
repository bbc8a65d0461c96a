import { hrsOrgApi } from "../../api/hrs-org";
import { useT } from "../../i18n";
import { hrsOrgMessages } from "../../i18n/messages/hrs-org";
import { notify } from "../../ui/toast";
import { OrgConfigureScreen } from "../../widgets/hrs-org/OrgConfigureScreen";
import { useOrgRecord } from "../hrs-org/queries";

/** /hrs_org_configure: private deployment and the members' default theme (issue 20). */
export default function HrsOrgConfigurePage() {
  const t = useT(hrsOrgMessages);
  const record = useOrgRecord(hrsOrgApi.configure, hrsOrgApi.saveConfigure, () =>
    notify("success", t("saved")),
  );
  return <OrgConfigureScreen {...record} />;
}
