import { useQuery } from "@tanstack/react-query";
import { useT } from "../../i18n";
import { hrsOrgMessages } from "../../i18n/messages/hrs-org";
import { notify } from "../../ui/toast";
import { ReleaseScreen } from "../../widgets/hrs-org/ReleaseScreen";
import { hrsOrgQueries, usePublishRelease } from "../hrs-org/queries";
import { errorText, loadableOf, useSessionUser } from "../queries/shell";

/** /hrs_version: publish a release; members' open pages reload on their next click (issue 20). */
export default function HrsVersionPage() {
  const who = useSessionUser();
  const t = useT(hrsOrgMessages);
  const releases = useQuery(hrsOrgQueries.releases(who));
  const publish = usePublishRelease();
  return (
    <ReleaseScreen
      releases={loadableOf(releases)}
      onRetry={() => void releases.refetch()}
      onPublish={(note) =>
        publish.mutate(note, {
          onSuccess: (list) =>
            notify("success", t("published", { release: `r${list.releases[0]?.release ?? 0}` })),
        })
      }
      busy={publish.isPending}
      error={errorText(publish.error)}
    />
  );
}
