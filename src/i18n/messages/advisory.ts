import { defineMessages } from "..";

/** The two 重要提示 advisories: part of the first load, so kept apart from the shell's texts. */
export const advisoryMessages = defineMessages(
  {
    importantNotice: "重要提示",
    browserNotice:
      "您当前使用的浏览器不在推荐范围内，部分数据可能显示或保存异常。建议使用 Chrome、Edge 等 Chromium 内核浏览器（双核浏览器请切换到极速模式）。",
    smallScreenNotice: "当前屏幕宽度较小，为获得完整的操作体验，建议使用电脑访问本系统。",
    acknowledge: "我知道了",
  },
  {
    importantNotice: "Important",
    browserNotice:
      "Your browser is not one we recommend; some data may display or save incorrectly. Please use Chrome, Edge or another Chromium-based browser (in dual-engine browsers, switch to fast mode).",
    smallScreenNotice: "Your screen is narrow. For the full experience, please use a computer.",
    acknowledge: "Got it",
  },
);
