import { type Translate, translateSource } from "../../i18n";
import { hrsOrgMessages } from "../../i18n/messages/hrs-org";

type Key = keyof (typeof hrsOrgMessages)["zh-CN"];

/** A refusal from the shared schema or the server, in the page language. */
export function orgText(t: Translate<Key>, message: string | null | undefined): string | undefined {
  return message ? translateSource(hrsOrgMessages, t, message) : undefined;
}
