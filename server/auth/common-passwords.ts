import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const LIST_FILE = fileURLToPath(new URL("./common-passwords.txt", import.meta.url));

let list: Set<string> | undefined;

/** The list is read once, on the first password change. */
function commonPasswords(): Set<string> {
  list ??= new Set(
    readFileSync(LIST_FILE, "utf8")
      .split("\n")
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line && !line.startsWith("#")),
  );
  return list;
}

export function commonPasswordCount(): number {
  return commonPasswords().size;
}

/** True when the password, compared lower-cased, is on the common-password list. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.trim().toLowerCase());
}
