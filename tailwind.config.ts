import { tokens } from "./src/ui/tokens.ts";

/** Tailwind's theme from the design tokens (src/ui/tokens.ts, which the components read too). */
export { BRAND_DEFAULT, tokens } from "./src/ui/tokens.ts";

export default {
  content: ["./index.html", "./src/**/*.{ts,tsx}", "./stories/**/*.{ts,tsx,mdx}"],
  theme: {
    extend: {
      // The spec's mobile layout switch: under 992 px the sidebar becomes a drawer.
      screens: { desk: "992px" },
      colors: tokens.colors,
      fontFamily: tokens.fontFamily,
      borderRadius: tokens.borderRadius,
      fontSize: tokens.fontSize,
    },
  },
};
