import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { SURVEY_QUESTIONS } from "../../src/domain/investigate";
import { failed, loading, ready } from "../../src/ui/loadable";
import { InvestigateScreen } from "../../src/widgets/help/InvestigateScreen";
import { pageFrame } from "../page-frame";

/** The questionnaire behind the activity banner. */
const meta = {
  title: "Help/InvestigateScreen",
  parameters: { layout: "fullscreen" },
  decorators: [pageFrame],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
const noop = () => {};

const survey = (
  answers: Record<string, string | string[] | number> | null,
  submittedAt: string | null = null,
) => ready({ questions: SURVEY_QUESTIONS, answers, submittedAt });
const investigate = (props: Partial<Parameters<typeof InvestigateScreen>[0]>) => (
  <InvestigateScreen
    survey={survey(null)}
    submitting={false}
    error={null}
    justSubmitted={false}
    onSubmit={noop}
    onRetry={noop}
    {...props}
  />
);
const ANSWERS = {
  role: "操作",
  scopes: ["空运出口", "海运"],
  satisfaction: 4,
  wanted: ["报表分析"],
  advice: "希望增加移动端审批。",
};
export const Blank: Story = { render: () => investigate({}) };
export const Answered: Story = {
  render: () => investigate({ survey: survey(ANSWERS, "2026-11-20T03:00:00Z") }),
};
export const Incomplete: Story = {
  render: () =>
    investigate({
      survey: survey({ role: "销售" }),
      error: "请回答：您日常处理哪些业务？（可多选）",
    }),
};
export const JustSubmitted: Story = {
  render: () =>
    investigate({ survey: survey(ANSWERS, "2026-11-22T03:00:00Z"), justSubmitted: true }),
};
export const Ticking: Story = {
  render: () => investigate({}),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("radio", { name: "客服" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "铁路" }));
    await userEvent.click(canvas.getByRole("radio", { name: "5 分" }));
    await expect(canvas.getByRole("radio", { name: "客服" })).toBeChecked();
  },
};
export const Loading: Story = { render: () => investigate({ survey: loading }) };
export const Failed: Story = { render: () => investigate({ survey: failed }) };
/** The questions, choices and the server's refusal in English (the answers stay the domain's). */
export const English: Story = {
  render: () =>
    investigate({
      survey: survey({ role: "销售" }),
      error: "请回答：您日常处理哪些业务？（可多选）",
    }),
  globals: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("radio", { name: "Sales" })).toBeChecked();
    await expect(
      canvas.getByText("Please answer: Which business do you handle day to day? (choose any)"),
    ).toBeVisible();
  },
};
