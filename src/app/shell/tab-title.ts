import * as React from "react";

/** The unread count the chat puts before the title ("(3) "), kept when the name changes. */
const UNREAD_PREFIX = /^\(\d+\+?\) /;

/** The title with its name replaced and any unread-count prefix kept. */
export function titleNamed(current: string, name: string): string {
  return (UNREAD_PREFIX.exec(current)?.[0] ?? "") + name;
}

/**
 * The browser tab's title while signed in (issue 34): the product's name, or with private
 * deployment on the organisation's own name, as the top bar shows it (seed 000 §1: a private
 * deployment hides the brand name). The chat's unread count before it is kept.
 */
export function useTabTitle({
  appTitle,
  orgName,
  privateDeployment,
}: {
  appTitle: string;
  orgName: string;
  privateDeployment: boolean;
}): void {
  const name = privateDeployment && orgName.trim() ? orgName.trim() : appTitle;
  React.useEffect(() => {
    document.title = titleNamed(document.title, name);
  }, [name]);
}
