import { keyOfSource, type Translate } from "../../i18n";
import { hrsUserMessages } from "../../i18n/messages/hrs-user";

type Key = keyof (typeof hrsUserMessages)["zh-CN"];

/**
 * A Chinese text from the shared schema or the server in the page language; a text the
 * catalogue lacks shows as it came.
 */
export function hrsText(t: Translate<Key>, message: string | null | undefined): string | undefined {
  if (!message) return undefined;
  const key = keyOfSource(hrsUserMessages, message);
  return key ? t(key) : message;
}
