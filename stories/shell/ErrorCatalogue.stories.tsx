import type { Meta, StoryObj } from "@storybook/react-vite";
import { toast } from "sonner";
import { expect, waitFor, within } from "storybook/test";
import { type ApiFailure, HTTP_MESSAGES } from "../../src/api/errors";
import { failureNotice, presentFailure, successNotice } from "../../src/app/error-presenter";
import { notify, type ToastOptions } from "../../src/ui/toast";

/** Every notice of the error catalogue (seed 000 §8, 001 §8), as the app shows it. */
function Page() {
  return <div className="min-h-dvh bg-neutral-50 p-6 text-sm text-neutral-600">页面内容</div>;
}

const meta = {
  title: "Shell/ErrorCatalogue",
  component: Page,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Held for a minute so the capture sees it; the real durations are asserted in tests. */
const hold = (kind: Parameters<typeof notify>[0], message: string, options?: ToastOptions) =>
  notify(kind, message, { ...options, duration: 60_000 });

async function showing(text: string, run: () => void) {
  toast.dismiss();
  await waitFor(() => expect(document.querySelector("[data-sonner-toast]")).toBeNull());
  run();
  await waitFor(() => expect(within(document.body).getByText(text)).toBeVisible());
}

const failure = (f: ApiFailure) => () => presentFailure(f, { notify: hold });

export const Timeout: Story = {
  play: () =>
    showing(HTTP_MESSAGES.timeout, failure({ kind: "timeout", message: HTTP_MESSAGES.timeout })),
};
export const LoginTimedOut: Story = {
  name: "401 timed out",
  play: () =>
    showing(
      HTTP_MESSAGES[401],
      failure({ kind: "http", status: 401, message: HTTP_MESSAGES[401] }),
    ),
};
export const NoRole: Story = {
  name: "401 no role",
  play: () =>
    showing(
      HTTP_MESSAGES.noRole,
      failure({ kind: "http", status: 401, message: HTTP_MESSAGES.noRole }),
    ),
};
export const Forbidden: Story = {
  name: "403",
  play: () =>
    showing(
      HTTP_MESSAGES[403],
      failure({ kind: "http", status: 403, message: HTTP_MESSAGES[403] }),
    ),
};
export const NotFound: Story = {
  name: "404",
  play: () =>
    showing(
      HTTP_MESSAGES[404],
      failure({ kind: "http", status: 404, message: HTTP_MESSAGES[404] }),
    ),
};
export const NotImplemented: Story = {
  name: "501",
  play: () =>
    showing(
      HTTP_MESSAGES[501],
      failure({ kind: "http", status: 501, message: HTTP_MESSAGES[501] }),
    ),
};
export const Unavailable: Story = {
  name: "503",
  play: () =>
    showing(
      HTTP_MESSAGES[503],
      failure({ kind: "http", status: 503, message: HTTP_MESSAGES[503] }),
    ),
};
export const GatewayTimeout: Story = {
  name: "504",
  play: () =>
    showing(
      HTTP_MESSAGES[504],
      failure({ kind: "http", status: 504, message: HTTP_MESSAGES[504] }),
    ),
};
export const OtherStatus: Story = {
  play: () =>
    showing(
      "服务器维护中，请于 22:00 后重试",
      failure({ kind: "http", status: 502, message: "服务器维护中，请于 22:00 后重试" }),
    ),
};
export const NonZeroCode: Story = {
  play: () =>
    showing(
      "订单已锁定，请先申请解锁",
      failure({ kind: "business", code: 1, message: "订单已锁定，请先申请解锁" }),
    ),
};
export const Success: Story = {
  name: "操作成功",
  play: () => showing(HTTP_MESSAGES.success, () => successNotice({ notify: hold })),
};
export const Failure: Story = {
  name: "操作失败",
  play: () =>
    showing("操作失败，主运单号已存在", () => failureNotice({ notify: hold }, "主运单号已存在")),
};
