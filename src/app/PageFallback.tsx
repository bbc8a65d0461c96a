/** The whole-page loading state before any page's code is here (CSS only, no component). */
export function PageFallback() {
  return (
    <div className="grid min-h-dvh place-items-center" role="status" aria-live="polite">
      {/* CSS only: the first load should not wait for a component to show it is loading. */}
      <span className="size-6 animate-spin rounded-full border-[3px] border-brand-100 border-t-brand" />
      <span className="sr-only">加载中</span>
    </div>
  );
}
