import type { ApiFailure } from "../api/errors";
import { HTTP_MESSAGES, NOTICE_DURATION } from "../api/errors";
import type { ToastKind, ToastOptions } from "../ui/toast";

export type PresenterDeps = {
  notify: (kind: ToastKind, message: string, options?: ToastOptions) => void;
};

/**
 * The error catalogue of seed 000 §8 / 001 §8, shown for every failed call that is not silent:
 * - timeout: one warning at a time, 5 s;
 * - 401: the server's text (timed out, or no role); session/policy.ts then signs out;
 * - 403: 3 s; 404, 501, 503, 504: their fixed texts; other statuses: messageInfo or generic;
 * - a non-zero code: the server's messageInfo.
 */
export function presentFailure(failure: ApiFailure, deps: PresenterDeps): void {
  switch (failure.kind) {
    case "timeout":
      deps.notify("warning", failure.message, { id: "timeout", duration: NOTICE_DURATION.timeout });
      return;
    case "network":
      deps.notify("error", failure.message, { id: "network", duration: NOTICE_DURATION.default });
      return;
    case "http":
      if (failure.status === 401) {
        deps.notify("error", failure.message || HTTP_MESSAGES[401], {
          id: "401",
          duration: NOTICE_DURATION.default,
        });
        return;
      }
      deps.notify("error", failure.message, {
        duration: failure.status === 403 ? NOTICE_DURATION.forbidden : NOTICE_DURATION.default,
      });
      return;
    case "business":
      deps.notify("error", failure.message, { duration: NOTICE_DURATION.default });
      return;
  }
}

/** '操作成功' at the bottom right. */
export function successNotice(
  deps: Pick<PresenterDeps, "notify">,
  message: string = HTTP_MESSAGES.success,
): void {
  deps.notify("success", message, { duration: 3000 });
}

/** '操作失败，' plus the reason, at the bottom right. */
export function failureNotice(deps: Pick<PresenterDeps, "notify">, reason: string): void {
  deps.notify("error", `${HTTP_MESSAGES.failurePrefix}${reason}`, {
    duration: NOTICE_DURATION.default,
  });
}
