import { useQueryClient } from "@tanstack/react-query";
import { useAtom, useSetAtom } from "jotai";
import * as React from "react";
import { switchLogin } from "../../api/access";
import { logout } from "../../api/auth";
import { HOME_PATH } from "../paths";
import { orgSwitchingAtom, sessionAtom } from "../state/session";
import { endSession } from "./policy";

/** Signing out: the server forgets the token (best effort), then the session ends here. */
export function useSignOut(): { signOut: () => Promise<void>; signingOut: boolean } {
  const [signingOut, setSigningOut] = React.useState(false);
  const signOut = async () => {
    setSigningOut(true);
    await logout().catch(() => undefined);
    endSession();
  };
  return { signOut, signingOut };
}

/** Switching organisation: a new token for the other membership, then a fresh home page. */
export function useSwitchOrg(): (orgId: number) => Promise<void> {
  const [session, setSession] = useAtom(sessionAtom);
  const client = useQueryClient();
  const setSwitching = useSetAtom(orgSwitchingAtom);
  return async (orgId) => {
    if (!session || orgId === session.user.orgId) return;
    setSwitching(true);
    try {
      const {
        access_token,
        token_type: _t,
        expires_in: _e,
        ...info
      } = await switchLogin(orgId, session.user.userId);
      setSession({ token: access_token, user: info });
      client.clear();
      window.location.assign(HOME_PATH);
    } catch {
      // the client has shown the reason; the old session still stands
      setSwitching(false);
    }
  };
}
