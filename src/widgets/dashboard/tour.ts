/**
 * The dashboard's first-visit tour on driver.js, loaded only when a tour starts (its script and
 * stylesheet never reach the first load). Three steps: online search, quick tools, learn more
 * (with the manual's download link). Buttons 上一步 / 下一步, 跳过 (结束 on the last step), and the
 * last step's 立即体验.
 */

export type TourLabels = {
  prev: string;
  next: string;
  skip: string;
  end: string;
  done: string;
  progress: string;
  steps: { search: [string, string]; tools: [string, string]; learn: [string, string] };
  manual: string;
};

export type TourEnd = "done" | "skip";
export type TourHandle = { stop: () => void };

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch,
  );

/** Starts the tour at `startAt` over the blocks marked data-tour; resolves once it shows. */
export async function startDashboardTour(options: {
  labels: TourLabels;
  manualHref: string;
  startAt?: number;
  onEnd: (how: TourEnd) => void;
}): Promise<TourHandle> {
  const [{ driver }] = await Promise.all([
    import("driver.js"),
    import("driver.js/dist/driver.css"),
    import("./tour.css"),
  ]);
  const { labels } = options;
  const step = (name: "search" | "tools" | "learn", extra = "") => ({
    element: `[data-tour="${name}"]`,
    popover: {
      title: labels.steps[name][0],
      description: `${escapeHtml(labels.steps[name][1])}${extra}`,
    },
  });
  const steps = [
    step("search"),
    step("tools"),
    step(
      "learn",
      `<a class="dashboard-tour-manual" href="${escapeHtml(options.manualHref)}" download>${escapeHtml(labels.manual)}</a>`,
    ),
  ].filter((s) => document.querySelector(s.element));

  let how: TourEnd = "skip";
  let stopped = false;
  const tour = driver({
    steps,
    animate: false,
    smoothScroll: false,
    allowClose: false,
    overlayOpacity: 0.55,
    stagePadding: 6,
    stageRadius: 8,
    popoverClass: "dashboard-tour",
    showProgress: true,
    progressText: labels.progress
      .replace("{current}", "{{current}}")
      .replace("{total}", "{{total}}"),
    showButtons: ["previous", "next"],
    prevBtnText: labels.prev,
    nextBtnText: labels.next,
    doneBtnText: labels.done,
    onPopoverRender: (popover, { driver: d }) => {
      const skip = document.createElement("button");
      skip.type = "button";
      skip.className = "dashboard-tour-skip";
      skip.textContent = d.isLastStep() ? labels.end : labels.skip;
      skip.addEventListener("click", () => {
        how = "skip";
        d.destroy();
      });
      popover.footer.insertBefore(skip, popover.footer.firstChild);
      // The first step has nothing before it.
      if (d.isFirstStep()) popover.previousButton.style.display = "none";
    },
    onNextClick: (_el, _step, { driver: d }) => {
      if (d.isLastStep()) {
        how = "done";
        d.destroy();
      } else {
        d.moveNext();
      }
    },
    onDestroyed: () => {
      if (!stopped) options.onEnd(how);
    },
  });
  tour.drive(Math.min(options.startAt ?? 0, Math.max(0, steps.length - 1)));
  return {
    stop: () => {
      stopped = true;
      tour.destroy();
    },
  };
}
