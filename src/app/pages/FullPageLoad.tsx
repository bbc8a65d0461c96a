import * as React from "react";
import { PageFallback } from "../PageFallback";
import NotFoundPage from "./NotFoundPage";

const KEY = "fullPageLoad";

/**
 * Pages served by another entry (the share pages): leave the staff app with a full load. If the
 * server answered this very URL with the staff app anyway, show not-found instead of looping.
 */
export default function FullPageLoad() {
  const href = window.location.href;
  const looped = React.useMemo(() => sessionStorage.getItem(KEY) === href, [href]);
  React.useEffect(() => {
    if (looped) {
      sessionStorage.removeItem(KEY);
      return;
    }
    sessionStorage.setItem(KEY, href);
    window.location.replace(href);
  }, [href, looped]);
  return looped ? <NotFoundPage /> : <PageFallback />;
}
