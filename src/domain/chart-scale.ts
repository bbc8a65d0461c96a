/**
 * A bar chart's value axis: a "nice" step (1, 2 or 5 times a power of ten) and a top tick at or
 * above the tallest bar, so no bar passes the top tick (issue 24: the dashboard chart's tallest
 * bars of 9 stood above a top tick of 8).
 */
export type ValueAxis = { max: number; ticks: number[] };

export function valueAxis(largest: number, tickCount = 5): ValueAxis {
  if (!Number.isFinite(largest) || largest <= 0) return { max: 1, ticks: [0, 1] };
  const raw = largest / tickCount;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const normalized = raw / magnitude;
  const nice = normalized <= 1 ? 1 : normalized <= 2 ? 2 : normalized <= 5 ? 5 : 10;
  const step = nice * magnitude;
  const steps = Math.ceil(largest / step - 1e-9);
  // Steps below 1 carry binary fractions (0.1 * 3); round each tick to the step's decimals.
  const decimals = Math.max(0, -Math.floor(Math.log10(step)));
  const ticks = Array.from({ length: steps + 1 }, (_, i) => Number((i * step).toFixed(decimals)));
  return { max: ticks.at(-1) ?? largest, ticks };
}
