import { useQuery } from "@tanstack/react-query";
import * as React from "react";
import { hrsUserApi } from "../../api/hrs-user";
import { PermissionMatrixScreen } from "../../widgets/hrs-user/PermissionMatrixScreen";
import { keys } from "../queries/keys";
import { loadableOf, useSessionUser } from "../queries/shell";

/** /hrs_permission: which roles grant each menu and button (issue 20). */
export default function HrsPermissionPage() {
  const who = useSessionUser();
  const [keyword, setKeyword] = React.useState("");
  const matrix = useQuery({
    queryKey: keys.hrsPermissionMatrix(who),
    queryFn: hrsUserApi.permissionMatrix,
  });
  return (
    <PermissionMatrixScreen
      matrix={loadableOf(matrix)}
      onRetry={() => void matrix.refetch()}
      keyword={keyword}
      onKeywordChange={setKeyword}
    />
  );
}
