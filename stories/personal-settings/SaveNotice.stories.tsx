import type { Meta, StoryObj } from "@storybook/react-vite";
import { toast } from "sonner";
import { expect, screen, waitFor } from "storybook/test";
import { useLang } from "../../src/i18n";
import { notify } from "../../src/ui/toast";
import { saveNotice } from "../../src/widgets/personal-settings/error-text";

/**
 * The notice after saving personal settings (seed 001 §8): 操作成功, or the re-login notice
 * when an e-mail or mail setting changed. Held for the capture; the page holds it 3 s or 6 s.
 */
function Notice({ reloginRequired }: { reloginRequired: boolean }) {
  const lang = useLang();
  const notice = saveNotice(reloginRequired, lang);
  return (
    <button
      type="button"
      className="m-6 rounded border px-3 py-1.5 text-sm"
      onClick={() => notify(notice.kind, notice.text, { duration: 60_000 })}
    >
      {notice.text}
    </button>
  );
}

const meta = {
  title: "PersonalSettings/SaveNotice",
  component: Notice,
  parameters: { layout: "fullscreen" },
  args: { reloginRequired: false },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

async function show(canvasElement: HTMLElement, text: string) {
  toast.dismiss();
  await waitFor(() => expect(document.querySelector("[data-sonner-toast]")).toBeNull());
  canvasElement.querySelector("button")?.click();
  await waitFor(() =>
    expect(screen.getByText(text, { selector: "[data-sonner-toast] *" })).toBeVisible(),
  );
}

export const Saved: Story = {
  play: ({ canvasElement }) => show(canvasElement, "操作成功"),
};

/** An e-mail or mail setting changed: the notice says a re-login is needed. */
export const SavedReloginNotice: Story = {
  args: { reloginRequired: true },
  play: ({ canvasElement }) => show(canvasElement, "提示：邮箱信息修改后 需要重新登录系统才会生效"),
};

export const SavedReloginNoticeEnglish: Story = {
  args: { reloginRequired: true },
  globals: { locale: "en-US" },
  play: ({ canvasElement }) =>
    show(canvasElement, "Note: e-mail changes take effect after you sign in again"),
};
