import { hrsOrgApi } from "../../api/hrs-org";
import { useT } from "../../i18n";
import { hrsOrgMessages } from "../../i18n/messages/hrs-org";
import { notify } from "../../ui/toast";
import { OrgProfileScreen } from "../../widgets/hrs-org/OrgProfileScreen";
import { useOrgRecord } from "../hrs-org/queries";

/** /hrs_org: the organisation's name, edition, validity and website (issue 20). */
export default function HrsOrgPage() {
  const t = useT(hrsOrgMessages);
  const record = useOrgRecord(hrsOrgApi.profile, hrsOrgApi.saveProfile, () =>
    notify("success", t("saved")),
  );
  return <OrgProfileScreen {...record} />;
}
