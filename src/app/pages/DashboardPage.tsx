import { useAtom } from "jotai";
import * as React from "react";
import { useLocation } from "wouter";
import { logout } from "../../api/auth";
import { DashboardScreen } from "../../widgets/dashboard/DashboardScreen";
import { LOGIN_PATH } from "../routes";
import { sessionAtom } from "../state/session";

export default function DashboardPage() {
  const [session, setSession] = useAtom(sessionAtom);
  const [location, navigate] = useLocation();
  const [loggingOut, setLoggingOut] = React.useState(false);
  if (!session) return null;

  const onLogout = async () => {
    setLoggingOut(true);
    // The server revokes the token; if it cannot be reached the local session still ends.
    await logout().catch(() => undefined);
    setSession(null);
    navigate(`${LOGIN_PATH}?redirect=${encodeURIComponent(location)}`, { replace: true });
  };

  return <DashboardScreen user={session.user} onLogout={onLogout} loggingOut={loggingOut} />;
}
