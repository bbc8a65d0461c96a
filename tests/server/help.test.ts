import { describe, expect, it } from "vitest";
import { demoServer } from "./helpers.ts";

const demo = demoServer("staff", "phone");
const { get, send: post, tokens } = demo;

describe("questionnaire", () => {
  it("stores the questionnaire and refuses an incomplete one", async () => {
    const incomplete = await post("/hrs/investigate/submit", tokens.staff, {
      answers: { role: "操作" },
    });
    expect(incomplete.body).toMatchObject({
      code: 1,
      messageInfo: "请回答：您日常处理哪些业务？（可多选）",
    });
    const answers = {
      role: "操作",
      scopes: ["空运出口"],
      satisfaction: 4,
      wanted: ["报表分析"],
      advice: "好用",
    };
    expect((await post("/hrs/investigate/submit", tokens.staff, { answers })).body.code).toBe(0);
    const mine = await get<{ answers: unknown; submittedAt: string }>(
      "/hrs/investigate",
      tokens.staff,
    );
    expect(mine.body.data.answers).toEqual(answers);
    expect(
      (await get<{ answers: unknown }>("/hrs/investigate", tokens.phone)).body.data.answers,
    ).toBeNull();
  });
});
