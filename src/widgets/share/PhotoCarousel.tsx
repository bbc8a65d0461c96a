import * as React from "react";
import type { Attachment } from "../../domain/order-track";
import { useT } from "../../i18n";
import { shareMessages } from "../../i18n/messages/share";
import { shareDetailMessages } from "../../i18n/messages/share-details";
import { cn } from "../../ui/cn";
import { ChevronIcon } from "../../ui/icons";

export type PhotoCarouselProps = {
  photos: Attachment[];
  /** Shown first; the carousel never advances by itself (001 §9). */
  initialIndex?: number;
  label?: string;
};

const SWIPE_PX = 40;

/**
 * One photo at a time in a fixed 3:2 frame (no layout shift while it loads), with previous and
 * next buttons, dots, arrow keys and swipe. Only the shown photo is fetched.
 */
export function PhotoCarousel({ photos, initialIndex = 0, label }: PhotoCarouselProps) {
  const t = useT(shareMessages);
  const td = useT(shareDetailMessages);
  const [index, setIndex] = React.useState(Math.min(initialIndex, Math.max(0, photos.length - 1)));
  const touchStart = React.useRef<number | null>(null);
  const count = photos.length;
  if (count === 0) return null;
  const go = (next: number) => setIndex((next + count) % count);
  const photo = photos[index];
  const caption = photo?.fileRemark || photo?.fileName || "";
  return (
    <section
      data-slot="photo-carousel"
      aria-roledescription="carousel"
      aria-label={label ?? t("sectionImages")}
      className="mx-auto flex w-full max-w-2xl flex-col gap-2"
      onKeyDown={(event) => {
        if (event.key === "ArrowLeft") go(index - 1);
        if (event.key === "ArrowRight") go(index + 1);
      }}
    >
      <div
        className="relative aspect-[3/2] w-full overflow-hidden rounded-md bg-neutral-100"
        onTouchStart={(event) => {
          touchStart.current = event.touches[0]?.clientX ?? null;
        }}
        onTouchEnd={(event) => {
          const start = touchStart.current;
          const end = event.changedTouches[0]?.clientX;
          touchStart.current = null;
          if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
          go(end < start ? index + 1 : index - 1);
        }}
      >
        <figure
          aria-roledescription="slide"
          aria-label={td("photoCount", { n: index + 1, total: count })}
          className="absolute inset-0 m-0"
        >
          {photo?.fileUrl ? (
            <img
              key={photo.fileUrl}
              src={photo.fileUrl}
              alt={caption}
              width={600}
              height={400}
              decoding="async"
              className="size-full object-contain"
            />
          ) : null}
          <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/70 to-transparent px-3 pt-6 pb-2 text-sm font-medium text-white">
            {caption}
            <span className="ml-2 text-xs font-normal text-white/85 tabular-nums">
              {index + 1} / {count}
            </span>
          </figcaption>
        </figure>
        {count > 1 ? (
          <>
            <button
              type="button"
              aria-label={td("previousPhoto")}
              onClick={() => go(index - 1)}
              className="absolute top-1/2 left-2 grid size-9 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-neutral-900 shadow hover:bg-white"
            >
              <ChevronIcon className="size-5 rotate-90" />
            </button>
            <button
              type="button"
              aria-label={td("nextPhoto")}
              onClick={() => go(index + 1)}
              className="absolute top-1/2 right-2 grid size-9 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-neutral-900 shadow hover:bg-white"
            >
              <ChevronIcon className="size-5 -rotate-90" />
            </button>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <div className="flex justify-center gap-1">
          {photos.map((p, i) => (
            <button
              key={p.orderFileId ?? i}
              type="button"
              aria-label={td("goToPhoto", { n: i + 1 })}
              aria-current={i === index || undefined}
              onClick={() => setIndex(i)}
              className="grid size-6 place-items-center"
            >
              <span
                className={cn(
                  "block h-1.5 rounded-full transition-all",
                  i === index ? "w-4 bg-brand" : "w-1.5 bg-neutral-300",
                )}
              />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
