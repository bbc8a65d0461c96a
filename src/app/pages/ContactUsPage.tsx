import { useAtomValue } from "jotai";
import { ContactUsScreen } from "../../widgets/help/ContactUsScreen";
import { sessionAtom } from "../state/session";

export default function ContactUsPage() {
  const session = useAtomValue(sessionAtom);
  return <ContactUsScreen bookingOnly={session?.user.orgVersion === "BOOKING"} />;
}
