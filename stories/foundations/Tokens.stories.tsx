import type { Meta, StoryObj } from "@storybook/react-vite";
import type * as React from "react";
import { BRAND_DEFAULT, tokens } from "../../src/ui/tokens.ts";

/*
 * Class names are written out in full (never built from pieces) so Tailwind's scanner sees
 * them and the swatches use the very utilities the product uses.
 */
const BRAND_SWATCHES = [
  ["50", "bg-brand-50"],
  ["100", "bg-brand-100"],
  ["200", "bg-brand-200"],
  ["300", "bg-brand-300"],
  ["400", "bg-brand-400"],
  ["500", "bg-brand-500"],
  ["600", "bg-brand-600"],
  ["700", "bg-brand-700"],
  ["800", "bg-brand-800"],
  ["900", "bg-brand-900"],
] as const;

const NEUTRAL_SWATCHES = [
  ["50", "bg-neutral-50"],
  ["100", "bg-neutral-100"],
  ["200", "bg-neutral-200"],
  ["300", "bg-neutral-300"],
  ["400", "bg-neutral-400"],
  ["500", "bg-neutral-500"],
  ["600", "bg-neutral-600"],
  ["700", "bg-neutral-700"],
  ["800", "bg-neutral-800"],
  ["900", "bg-neutral-900"],
  ["950", "bg-neutral-950"],
] as const;

/** Status colours as badges, alerts and errors use them: tint, border, text. */
const STATUS_SWATCHES = [
  ["成功 green", "bg-green-50", "bg-green-200", "bg-green-800"],
  ["警告 amber", "bg-amber-50", "bg-amber-200", "bg-amber-800"],
  ["危险 red", "bg-red-50", "bg-red-200", "bg-red-700"],
] as const;

/** Text colours that pass WCAG AA on white and on neutral-50, lightest first. */
const TEXT_COLOURS = [
  ["text-neutral-600", "次要文字、提示"],
  ["text-neutral-700", "标签、表头"],
  ["text-neutral-900", "正文、标题"],
  ["text-brand", "链接、选中"],
  ["text-red-700", "错误"],
] as const;

const TYPE_CLASSES = {
  xs: "text-xs",
  sm: "text-sm",
  base: "text-base",
  lg: "text-lg",
  xl: "text-xl",
  "2xl": "text-2xl",
} as const satisfies Record<keyof typeof tokens.fontSize, string>;

const SPACING = [
  ["1", "w-1"],
  ["2", "w-2"],
  ["3", "w-3"],
  ["4", "w-4"],
  ["5", "w-5"],
  ["6", "w-6"],
  ["8", "w-8"],
  ["10", "w-10"],
  ["12", "w-12"],
  ["16", "w-16"],
] as const;

const RADIUS_CLASSES = {
  sm: "rounded-sm",
  DEFAULT: "rounded",
  md: "rounded-md",
  lg: "rounded-lg",
} as const satisfies Record<keyof typeof tokens.borderRadius, string>;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold text-neutral-900">{title}</h2>
      {children}
    </section>
  );
}

function Swatch({ className, name }: { className: string; name: string }) {
  return (
    <figure className="m-0 flex w-12 flex-col gap-1">
      <div className={`h-10 rounded border border-neutral-200 ${className}`} />
      <figcaption className="text-center text-xs text-neutral-700">{name}</figcaption>
    </figure>
  );
}

function TokenSheet() {
  return (
    <main className="grid grid-cols-[3fr_2fr] gap-x-12 gap-y-8 p-8">
      <header className="col-span-2">
        <h1 className="text-2xl font-semibold text-neutral-900">设计令牌 Design tokens</h1>
        <p className="mt-1 text-sm text-neutral-600">
          颜色、字号、间距、圆角与字体，全部来自 tailwind.config.ts。
        </p>
      </header>

      <div className="flex flex-col gap-8">
        <Section title="品牌色 Brand">
          <p className="text-sm text-neutral-600">
            一个变量 --brand（默认 {BRAND_DEFAULT}）经 color-mix 派生全部色阶：brand-600 即
            --brand，50–500 向白色混合，700–900 向黑色混合。主题切换只改这一个变量。
          </p>
          <div className="flex flex-wrap gap-2">
            {BRAND_SWATCHES.map(([shade, className]) => (
              <Swatch key={shade} className={className} name={shade} />
            ))}
          </div>
          <code className="text-xs text-neutral-600">brand-100: {tokens.colors.brand[100]}</code>
        </Section>

        <Section title="中性色 Neutral">
          <p className="text-sm text-neutral-600">Tailwind 的 neutral 色阶：背景、边框与文字。</p>
          <div className="flex flex-wrap gap-2">
            {NEUTRAL_SWATCHES.map(([shade, className]) => (
              <Swatch key={shade} className={className} name={shade} />
            ))}
          </div>
        </Section>

        <Section title="状态色 Status">
          <div className="flex flex-wrap gap-6">
            {STATUS_SWATCHES.map(([name, tint, border, text]) => (
              <div key={name} className="flex flex-col gap-2">
                <span className="text-sm font-medium text-neutral-700">{name}</span>
                <div className="flex gap-2">
                  <Swatch className={tint} name="底色" />
                  <Swatch className={border} name="边框" />
                  <Swatch className={text} name="文字" />
                </div>
              </div>
            ))}
          </div>
        </Section>

        <Section title="文字颜色 Text">
          <ul className="m-0 flex list-none flex-col gap-1.5 rounded-md border border-neutral-200 bg-white p-4">
            {TEXT_COLOURS.map(([className, use]) => (
              <li key={className} className={`text-sm ${className}`}>
                {className} · {use}
              </li>
            ))}
          </ul>
        </Section>
      </div>

      <div className="flex flex-col gap-8">
        <Section title="字号 Type scale">
          <div className="flex flex-col gap-2 rounded-md border border-neutral-200 bg-white p-4">
            {(Object.keys(TYPE_CLASSES) as (keyof typeof TYPE_CLASSES)[]).map((size) => {
              const [fontSize, lineHeight] = tokens.fontSize[size];
              return (
                <div key={size} className="flex items-baseline gap-4">
                  <span className="w-36 shrink-0 text-xs whitespace-nowrap text-neutral-600">
                    text-{size} · {fontSize}/{lineHeight}
                  </span>
                  <span className={`${TYPE_CLASSES[size]} text-neutral-900`}>
                    已订舱 Booked 784
                  </span>
                </div>
              );
            })}
          </div>
        </Section>

        <Section title="间距 Spacing">
          <p className="text-sm text-neutral-600">以 4px 为一级。</p>
          <div className="flex flex-col gap-1.5">
            {SPACING.map(([step, className]) => (
              <div key={step} className="flex items-center gap-3">
                <span className="w-20 text-xs text-neutral-600">
                  {step} · {Number(step) * 4}px
                </span>
                <div className={`h-3 rounded-sm bg-brand-400 ${className}`} />
              </div>
            ))}
          </div>
        </Section>

        <Section title="圆角 Radius">
          <div className="flex flex-wrap gap-4">
            {(Object.keys(RADIUS_CLASSES) as (keyof typeof RADIUS_CLASSES)[]).map((name) => (
              <figure key={name} className="m-0 flex flex-col items-center gap-1">
                <div
                  className={`size-14 border border-brand-300 bg-brand-50 ${RADIUS_CLASSES[name]}`}
                />
                <figcaption className="text-center text-xs text-neutral-700">
                  <span className="block">{RADIUS_CLASSES[name]}</span>
                  <span className="block text-neutral-600">{tokens.borderRadius[name]}</span>
                </figcaption>
              </figure>
            ))}
          </div>
        </Section>

        <Section title="字体 Fonts">
          <div className="flex flex-col gap-4 rounded-md border border-neutral-200 bg-white p-4">
            <div>
              <p className="m-0 font-sans text-xl text-neutral-900">
                货代云平台 Forwarder 0123456789
              </p>
              <code className="mt-1 block text-xs text-neutral-600">
                font-sans: {tokens.fontFamily.sans.join(", ")}
              </code>
            </div>
            <div>
              <p className="m-0 font-mono text-base text-neutral-900">
                784-12345675 · SHA2503180001
              </p>
              <code className="mt-1 block text-xs text-neutral-600">
                font-mono: {tokens.fontFamily.mono.join(", ")}
              </code>
            </div>
          </div>
        </Section>
      </div>
    </main>
  );
}

const meta = {
  title: "Foundations/Tokens",
  component: TokenSheet,
  parameters: {
    layout: "fullscreen",
    // Captures show only what is inside the viewport, so the sheet gets a viewport as tall as
    // the test browser's window (1200 px; a taller one would be scaled down).
    viewport: {
      options: {
        tokenSheet: {
          name: "Token sheet 1200×1200",
          styles: { width: "1200px", height: "1200px" },
          type: "desktop",
        },
      },
    },
  },
} satisfies Meta<typeof TokenSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tokens: Story = { globals: { viewport: { value: "tokenSheet" } } };
