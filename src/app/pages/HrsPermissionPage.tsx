import { useQuery } from "@tanstack/react-query";
import * as React from "react";
import { PermissionMatrixScreen } from "../../widgets/hrs-user/PermissionMatrixScreen";
import { hrsUserQueries } from "../hrs-user/queries";
import { loadableOf, useSessionUser } from "../queries/shell";

/** /hrs_permission: which roles grant each menu and button (issue 20). */
export default function HrsPermissionPage() {
  const who = useSessionUser();
  const [keyword, setKeyword] = React.useState("");
  const matrix = useQuery(hrsUserQueries.permissionMatrix(who));
  return (
    <PermissionMatrixScreen
      matrix={loadableOf(matrix)}
      onRetry={() => void matrix.refetch()}
      keyword={keyword}
      onKeywordChange={setKeyword}
    />
  );
}
