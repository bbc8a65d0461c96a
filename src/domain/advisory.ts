/**
 * The rules of the two 重要提示 advisories (seed 000 §2): one for browsers outside the
 * recommended Chromium family, one for screens narrower than 768 px. Each is acknowledged once
 * per browser tab. Kept apart from the dialog so the entry can decide without loading it.
 */
export type AdvisoryKind = "browser" | "smallScreen";

export const SMALL_SCREEN_WIDTH = 768;

/** Chromium-type browsers are the supported ones (Chrome, Edge, 360/QQ in fast mode…). */
export function isChromeLike(userAgent: string): boolean {
  return (
    /(Chrome|Chromium|CriOS|Edg)\//.test(userAgent) &&
    !/Firefox|FxiOS|OPR\/[0-9]+.*Presto/.test(userAgent)
  );
}

/** The advisories still owed, in the order they show: the browser one first. */
export function dueAdvisories(env: {
  userAgent: string;
  width: number;
  seen: (kind: AdvisoryKind) => boolean;
}): AdvisoryKind[] {
  const due: AdvisoryKind[] = [];
  if (!isChromeLike(env.userAgent) && !env.seen("browser")) due.push("browser");
  if (env.width < SMALL_SCREEN_WIDTH && !env.seen("smallScreen")) due.push("smallScreen");
  return due;
}

const seenKey = (kind: AdvisoryKind) => `advisory:${kind}`;

/** What this tab still owes, read from the browser (session storage holds the acknowledgements). */
export function dueInThisTab(): AdvisoryKind[] {
  return dueAdvisories({
    userAgent: navigator.userAgent,
    // A media query, not window.innerWidth: reading that forces a layout of the page, which
    // on a first load also means loading the CJK fonts, inside the entry's or the shell's task.
    width: matchMedia(`(max-width: ${SMALL_SCREEN_WIDTH - 0.02}px)`).matches
      ? 0
      : SMALL_SCREEN_WIDTH,
    seen: (kind) => sessionStorage.getItem(seenKey(kind)) === "1",
  });
}

export function acknowledgeInThisTab(kind: AdvisoryKind): void {
  sessionStorage.setItem(seenKey(kind), "1");
}
