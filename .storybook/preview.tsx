import type { Decorator, Preview } from "@storybook/react-vite";
import { createStore, Provider } from "jotai";
import { mswLoader } from "msw-storybook-addon/csf3";
import { isLang, LangProvider } from "../src/i18n";
import "../src/styles.css";

/** Every story gets a fresh atom store, so no state leaks from one story into the next. */
const withFreshStore: Decorator = (Story) => (
  <Provider store={createStore()}>
    <Story />
  </Provider>
);

const withLanguage: Decorator = (Story, context) => {
  const lang = isLang(context.globals.locale) ? context.globals.locale : "zh-CN";
  return (
    <LangProvider lang={lang}>
      <Story />
    </LangProvider>
  );
};

const preview: Preview = {
  loaders: [mswLoader()],
  decorators: [withLanguage, withFreshStore],
  globalTypes: {
    locale: {
      description: "界面语言 / UI language",
      toolbar: {
        icon: "globe",
        items: [
          { value: "zh-CN", title: "简体中文" },
          { value: "en-US", title: "English" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: "zh-CN" },
  parameters: {
    layout: "padded",
    a11y: { test: "error" },
    controls: { expanded: true },
    viewport: {
      options: {
        phone: { name: "Phone 375", styles: { width: "375px", height: "812px" }, type: "mobile" },
        narrow: { name: "Phone 320", styles: { width: "320px", height: "640px" }, type: "mobile" },
        tablet: {
          name: "Tablet 768",
          styles: { width: "768px", height: "1024px" },
          type: "tablet",
        },
        desktop: {
          name: "Desktop 1280",
          styles: { width: "1280px", height: "800px" },
          type: "desktop",
        },
      },
    },
  },
};

export default preview;
