import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../../src/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "../../src/ui/dialog";
import { Field } from "../../src/ui/field";
import { Input } from "../../src/ui/input";

/** Every story opens the dialog by default, so its baseline shows the dialog itself. */
const meta = {
  title: "UI/Dialog",
  component: DialogContent,
  args: {
    title: "修改运单",
    description: "修改后将同步到舱单与分享页。",
    width: "md",
    children: (
      <p className="text-sm text-neutral-700">主运单号 784-12345675，共 12 件，毛重 356.5 千克。</p>
    ),
  },
  decorators: [
    (Story) => (
      <div className="p-6">
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <Dialog defaultOpen>
      <DialogTrigger asChild>
        <Button variant="outline">打开对话框</Button>
      </DialogTrigger>
      <DialogContent {...args} />
    </Dialog>
  ),
} satisfies Meta<typeof DialogContent>;

export default meta;
type Story = StoryObj<typeof meta>;

const cancelAndSave = (
  <>
    <DialogClose asChild>
      <Button variant="outline">取消</Button>
    </DialogClose>
    <Button>保存</Button>
  </>
);

export const Default: Story = {};

export const WithFooter: Story = {
  args: {
    footer: cancelAndSave,
    children: (
      <form className="flex flex-col gap-4" aria-label="运单信息">
        <Field label="主运单号" required>
          <Input defaultValue="784-12345675" />
        </Field>
        <Field label="件数" required hint="整数">
          <Input inputMode="numeric" defaultValue="12" />
        </Field>
      </form>
    ),
  },
};

export const WithoutDescription: Story = {
  args: { description: undefined, title: "删除确认", width: "sm", footer: cancelAndSave },
};

/** sm is for confirmations. */
export const WidthSm: Story = {
  args: {
    width: "sm",
    title: "删除运单",
    description: undefined,
    children: (
      <p className="text-sm text-neutral-700">确定删除运单 784-12345675 吗？删除后不可恢复。</p>
    ),
    footer: (
      <>
        <DialogClose asChild>
          <Button variant="outline">取消</Button>
        </DialogClose>
        <Button variant="danger">删除</Button>
      </>
    ),
  },
};

export const WidthMd: Story = { args: { width: "md", footer: cancelAndSave } };

/** 730 px: the chat panel. */
export const WidthChat: Story = {
  args: {
    width: "chat",
    title: "在线咨询",
    description: "客服工作时间 09:00–18:00",
    children: (
      <ol className="flex flex-col gap-3 text-sm">
        <li className="max-w-[70%] self-start rounded-md bg-neutral-100 px-3 py-2 text-neutral-800">
          您好，请问 784-12345675 这票货什么时候起飞？
        </li>
        <li className="max-w-[70%] self-end rounded-md bg-brand px-3 py-2 text-white">
          您好，已订 CA1041 航班，预计 2025-03-18 23:55 起飞。
        </li>
      </ol>
    ),
  },
};

/** 880 px. */
export const WidthLg: Story = { args: { width: "lg", footer: cancelAndSave } };

/** 910 px. */
export const WidthXl: Story = { args: { width: "xl", footer: cancelAndSave } };

/** 1000 px. */
export const Width2xl: Story = { args: { width: "2xl", footer: cancelAndSave } };

/** Notices that must be read: no corner close, one button to acknowledge. */
export const Acknowledge: Story = {
  args: {
    width: "sm",
    hideClose: true,
    title: "系统公告",
    description: undefined,
    children: (
      <p className="text-sm text-neutral-700">
        平台将于 2025 年 3 月 20 日 02:00–04:00 停机维护，期间无法登录与下单，请提前安排。
      </p>
    ),
    footer: (
      <DialogClose asChild>
        <Button>我知道了</Button>
      </DialogClose>
    ),
  },
};

const CLAUSES = Array.from({ length: 30 }, (_, index) => index + 1);

/** The body scrolls; header and footer stay put. */
export const LongContent: Story = {
  args: {
    title: "服务条款",
    description: "请阅读全部条款后确认。",
    footer: cancelAndSave,
    children: (
      <ol className="flex list-decimal flex-col gap-3 pl-5 text-sm text-neutral-700">
        {CLAUSES.map((n) => (
          <li key={n}>
            第 {n}{" "}
            条：托运人应如实申报货物品名、件数、重量及体积，因申报不实产生的费用与责任由托运人承担。
          </li>
        ))}
      </ol>
    ),
  },
};

export const Mobile: Story = {
  args: { footer: cancelAndSave },
  globals: { viewport: { value: "phone" } },
};
