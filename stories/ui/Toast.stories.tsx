import type { Meta, StoryObj } from "@storybook/react-vite";
import { toast } from "sonner";
import { expect, waitFor, within } from "storybook/test";
import { Button } from "../../src/ui/button";
import { notify, type ToastKind } from "../../src/ui/toast";

const SAMPLES: Record<ToastKind, [label: string, message: string]> = {
  success: ["成功", "运单已保存"],
  error: ["错误", "保存失败：主运单号已存在"],
  warning: ["警告", "舱单尚未申报，请在航班起飞前完成"],
  info: ["提示", "已复制分享链接"],
};

/** Buttons to try notices by hand in Storybook; the stories call notify() themselves. */
function ToastDemo() {
  return (
    <div className="flex gap-2 p-6">
      {(Object.keys(SAMPLES) as ToastKind[]).map((kind) => (
        <Button key={kind} variant="outline" onClick={() => notify(kind, SAMPLES[kind][1])}>
          {SAMPLES[kind][0]}
        </Button>
      ))}
    </div>
  );
}

const meta = {
  title: "UI/Toast",
  component: ToastDemo,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The toaster lives on document.body for the whole page, so each story first clears what the
 * previous one left. The notice is held for a minute so it is still there for the capture.
 */
async function show(kinds: ToastKind[]) {
  const body = within(document.body);
  toast.dismiss();
  await waitFor(() => expect(document.querySelector("[data-sonner-toast]")).toBeNull());
  for (const kind of kinds) {
    notify(kind, SAMPLES[kind][1], { duration: 60_000 });
  }
  // Older notices tuck in behind the newest one, so only the newest must be readable.
  const newest = kinds.at(-1);
  if (newest) await waitFor(() => expect(body.getByText(SAMPLES[newest][1])).toBeVisible());
  await waitFor(() =>
    expect(document.querySelectorAll('[data-sonner-toast][data-mounted="true"]').length).toBe(
      kinds.length,
    ),
  );
}

export const Success: Story = { play: () => show(["success"]) };

export const ErrorNotice: Story = { name: "Error", play: () => show(["error"]) };

export const Warning: Story = { play: () => show(["warning"]) };

export const Info: Story = { play: () => show(["info"]) };

/** Several at once stack in the corner, newest in front. */
export const Stacked: Story = { play: () => show(["info", "warning", "error", "success"]) };
