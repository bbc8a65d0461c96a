import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  accidOf,
  CHAT_TEXT_MAX,
  chatHiddenReason,
  sendMessageSchema,
  titleWithUnread,
  unreadLabel,
  userIdOfAccid,
} from "../../../src/domain/chat.ts";

describe("chat rules", () => {
  it("shows the entry only with the flag, the grant and not private", () => {
    const all = { onlineService: true, providerGranted: true, privateSaas: false };
    expect(chatHiddenReason(all)).toBeNull();
    expect(chatHiddenReason({ ...all, onlineService: false })).toBe("no-flag");
    expect(chatHiddenReason({ ...all, providerGranted: false })).toBe("not-granted");
    expect(chatHiddenReason({ ...all, privateSaas: true })).toBe("private");
  });

  it("caps the unread count at 99+ and puts it in the title once", () => {
    expect([0, 7, 99, 100, 1234].map(unreadLabel)).toEqual(["0", "7", "99", "99+", "99+"]);
    expect(titleWithUnread("货代云平台", 3)).toBe("(3) 货代云平台");
    expect(titleWithUnread("(3) 货代云平台", 120)).toBe("(99+) 货代云平台");
    expect(titleWithUnread("(99+) 货代云平台", 0)).toBe("货代云平台");
  });

  it("turns user ids into accids and back, and refuses anything else", () => {
    expect(userIdOfAccid(accidOf(42))).toBe(42);
    for (const bad of ["42", "u0", "u-1", "u01", "U42", "u99999999999", "u1 "]) {
      expect(userIdOfAccid(bad)).toBeNull();
    }
  });

  it("takes a text or a file, never both or neither, within the length", () => {
    const ok = (x: unknown) => v.safeParse(sendMessageSchema, x).success;
    const base = { to: "u2", clientId: "abc-1" };
    expect(ok({ ...base, text: "您好" })).toBe(true);
    expect(ok({ ...base, fileId: "0b7c8a36-2b2e-4f5c-9d4c-0d1e2f3a4b5c" })).toBe(true);
    expect(ok({ ...base, text: "x", fileId: "0b7c8a36-2b2e-4f5c-9d4c-0d1e2f3a4b5c" })).toBe(false);
    expect(ok({ ...base, text: "  " })).toBe(false);
    expect(ok(base)).toBe(false);
    expect(ok({ ...base, text: "字".repeat(CHAT_TEXT_MAX) })).toBe(true);
    expect(ok({ ...base, text: "字".repeat(CHAT_TEXT_MAX + 1) })).toBe(false);
  });
});
