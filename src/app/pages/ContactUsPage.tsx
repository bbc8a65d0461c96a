import { ContactUsScreen } from "../../widgets/help/ContactUsScreen";
import { sessionAtom } from "../state/session";
import { useAtomValue } from "../state/use-atom";

export default function ContactUsPage() {
  const session = useAtomValue(sessionAtom);
  return <ContactUsScreen bookingOnly={session?.user.orgVersion === "BOOKING"} />;
}
