import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import indexHtml from "../../index.html?raw";

/**
 * index.html's loading state, drawn before any of the app's code runs: the spinner, framed by
 * the shell's bars on a signed-in landing page (the server's `data-boot="shell"` on <html>,
 * the page's first script's `data-session`; decisions §26). The markup is index.html's
 * own, read here as it ships.
 */
const rootMarkup = /<div id="root">(.*)<\/div>\n/.exec(indexHtml)?.[1] ?? "";

type FrameArgs = { landing: boolean; session: boolean; theme: string | null };

function BootFrame({ landing, session, theme }: FrameArgs) {
  React.useLayoutEffect(() => {
    const html = document.documentElement;
    if (landing) html.dataset.boot = "shell";
    if (session) html.dataset.session = "";
    const brand = html.style.getPropertyValue("--brand");
    if (theme) html.style.setProperty("--brand", theme);
    return () => {
      delete html.dataset.boot;
      delete html.dataset.session;
      html.style.setProperty("--brand", brand);
    };
  }, [landing, session, theme]);
  return <div dangerouslySetInnerHTML={{ __html: rootMarkup }} />;
}

const meta = {
  title: "Shell/BootFrame",
  component: BootFrame,
  parameters: { layout: "fullscreen" },
  args: { landing: true, session: true, theme: null },
} satisfies Meta<typeof BootFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedInLanding: Story = {};
export const SignedInLandingPhone: Story = { globals: { viewport: { value: "phone" } } };
export const ThemeColour: Story = { args: { theme: "#AA3300" } };
/** No session stored: the spinner alone, as on the login page. */
export const SignedOut: Story = { args: { session: false } };
/** Not a landing page of the shell (the login page, a public page): the spinner alone. */
export const OtherPage: Story = { args: { landing: false } };
