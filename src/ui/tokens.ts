/**
 * Design tokens. Colours are CSS variables so the theme picker can change the brand colour at
 * run time; shades are mixed from it with color-mix, so one variable drives the whole scale.
 */
export const BRAND_DEFAULT = "#002FA7";

const brandShade = (percent: number, toward: "white" | "black") =>
  `color-mix(in oklab, var(--brand) ${percent}%, ${toward})`;

export const tokens = {
  colors: {
    brand: {
      DEFAULT: "var(--brand)",
      50: brandShade(6, "white"),
      100: brandShade(12, "white"),
      200: brandShade(25, "white"),
      300: brandShade(45, "white"),
      400: brandShade(70, "white"),
      500: brandShade(88, "white"),
      600: "var(--brand)",
      700: brandShade(85, "black"),
      800: brandShade(70, "black"),
      900: brandShade(55, "black"),
    },
  },
  fontFamily: {
    sans: [
      '"Noto Sans CJK SC"',
      '"Noto Sans SC"',
      '"PingFang SC"',
      '"Microsoft YaHei"',
      '"Hiragino Sans GB"',
      "system-ui",
      "sans-serif",
    ],
    mono: ['"Noto Sans Mono CJK SC"', "ui-monospace", "SFMono-Regular", "Menlo", "monospace"],
  },
  borderRadius: { sm: "4px", DEFAULT: "6px", md: "8px", lg: "12px" },
  fontSize: {
    xs: ["12px", "18px"],
    sm: ["13px", "20px"],
    base: ["14px", "22px"],
    lg: ["16px", "24px"],
    xl: ["20px", "28px"],
    "2xl": ["24px", "32px"],
  },
} as const;
