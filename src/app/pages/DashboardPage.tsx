import { useAtomValue } from "jotai";
import { DashboardScreen } from "../../widgets/dashboard/DashboardScreen";
import { sessionAtom } from "../state/session";

export default function DashboardPage() {
  const session = useAtomValue(sessionAtom);
  if (!session) return null;
  return <DashboardScreen user={session.user} />;
}
