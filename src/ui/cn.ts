import { type ClassValue, clsx } from "clsx";

/**
 * The one class joiner. It is clsx without tailwind-merge on purpose: tailwind-merge weighs
 * 8 KB gzip, more than half of the login page's budget over a bare React page. Components
 * therefore never rely on a caller's class overriding one of theirs: a different look is a
 * variant in the component's cva table, and callers add layout classes only.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
