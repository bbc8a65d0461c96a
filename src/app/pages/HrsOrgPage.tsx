import { hrsOrgApi } from "../../api/hrs-org";
import { OrgProfileScreen } from "../../widgets/hrs-org/OrgProfileScreen";
import { useOrgRecord } from "../queries/hrs-org";

/** /hrs_org: the organisation's name, edition, validity and website (issue 20). */
export default function HrsOrgPage() {
  return <OrgProfileScreen {...useOrgRecord(hrsOrgApi.profile, hrsOrgApi.saveProfile)} />;
}
