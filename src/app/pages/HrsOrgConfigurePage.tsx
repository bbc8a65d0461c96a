import { hrsOrgApi } from "../../api/hrs-org";
import { OrgConfigureScreen } from "../../widgets/hrs-org/OrgConfigureScreen";
import { useOrgRecord } from "../queries/hrs-org";

/** /hrs_org_configure: private deployment and the members' default theme (issue 20). */
export default function HrsOrgConfigurePage() {
  return <OrgConfigureScreen {...useOrgRecord(hrsOrgApi.configure, hrsOrgApi.saveConfigure)} />;
}
