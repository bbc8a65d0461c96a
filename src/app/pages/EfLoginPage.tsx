import { useSetAtom } from "jotai";
import * as React from "react";
import { useLocation, useSearch } from "wouter";
import { fetchMenus, ssoLogin } from "../../api/access";
import { useT } from "../../i18n";
import { statusMessages } from "../../i18n/messages/status";
import { StatusScreen } from "../../widgets/status/StatusScreen";
import { PageFallback } from "../PageFallback";
import { HOME_PATH, LOGIN_PATH } from "../paths";
import { keys } from "../queries/keys";
import { queryClient } from "../queries/query-client";
import { sessionAtom } from "../state/session";

/**
 * /efForLogin?token=…: external single sign-on. The ticket is exchanged once for a session,
 * menus and buttons load, and the user lands on /dashboard. Anything else: the invalid text.
 */
export default function EfLoginPage() {
  const t = useT(statusMessages);
  const search = useSearch();
  const [, navigate] = useLocation();
  const setSession = useSetAtom(sessionAtom);
  const [failed, setFailed] = React.useState(false);
  const token = new URLSearchParams(search).get("token")?.trim() ?? "";
  const started = React.useRef(false);

  React.useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!token) {
      setFailed(true);
      return;
    }
    (async () => {
      try {
        const { access_token, token_type: _t, expires_in: _e, ...user } = await ssoLogin(token);
        setSession({ token: access_token, user });
        // The menus before landing (the shell then has them): a user whose menus fail is not
        // signed in.
        await queryClient.fetchQuery({
          queryKey: keys.menus(user, user.loginType),
          queryFn: () => fetchMenus(user.loginType),
        });
        navigate(HOME_PATH, { replace: true });
      } catch {
        setSession(null);
        setFailed(true);
      }
    })();
  }, [token, navigate, setSession]);

  if (!failed) return <PageFallback />;
  return (
    <div className="min-h-dvh bg-neutral-50">
      <StatusScreen
        title={t("ssoInvalid")}
        actionLabel={t("goLogin")}
        onAction={() => navigate(LOGIN_PATH)}
      />
    </div>
  );
}
