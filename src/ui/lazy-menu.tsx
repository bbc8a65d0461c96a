import * as React from "react";
import { lazyModule } from "./lazy";

/** The dropdown menu's code (Radix menu, its popper and floating-ui): about 18 KB gzip. */
export type MenuKit = typeof import("./dropdown-menu");

const kitModule = lazyModule(() => import("./dropdown-menu"));
const loadKit = (): Promise<MenuKit> => kitModule.load();

/**
 * The menu kit, fetched when the browser is idle after the caller mounts (or at once when a
 * trigger is pressed first): a page's first load does not wait for a menu nobody has opened.
 * null until it is here.
 */
export function useMenuKit(): [MenuKit | null, () => Promise<MenuKit>] {
  const [loaded, setLoaded] = React.useState<MenuKit | null>(() => kitModule.current() ?? null);
  const load = React.useCallback(
    () =>
      loadKit().then((m) => {
        setLoaded(m);
        return m;
      }),
    [],
  );
  React.useEffect(() => {
    if (loaded) return;
    let live = true;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    idle(() => {
      // Nobody is waiting for it: the triggers re-render with the kit as a transition, in slices
      // (a press before then loads it at once, urgently, below).
      void loadKit()
        .then((m) => live && React.startTransition(() => setLoaded(m)))
        .catch(() => undefined);
    });
    return () => {
      live = false;
    };
  }, [loaded]);
  return [loaded, load];
}

export type LazyMenuProps = {
  kit: MenuKit | null;
  load: () => Promise<MenuKit>;
  /** The trigger's classes and contents: the same before and after the kit is here. */
  triggerClassName: string;
  triggerLabel?: string;
  trigger: React.ReactNode;
  /** The menu's content, drawn with the kit's parts. */
  children: (kit: MenuKit) => React.ReactNode;
};

/**
 * A dropdown menu whose code may not be here yet. Until it is, its trigger is a plain button
 * with the same look and the same name; pressing it (pointer, Enter, Space or ArrowDown) loads
 * the kit and the menu opens as soon as it is in.
 */
export function LazyMenu({
  kit: loaded,
  load,
  triggerClassName,
  triggerLabel,
  trigger,
  children,
}: LazyMenuProps) {
  const [wanted, setWanted] = React.useState(false);
  if (!loaded) {
    const want = () => {
      if (wanted) return;
      setWanted(true);
      void load().catch(() => setWanted(false));
    };
    return (
      <button
        type="button"
        className={triggerClassName}
        aria-label={triggerLabel}
        aria-haspopup="menu"
        aria-expanded={false}
        data-state="closed"
        onPointerDown={(e) => {
          if (e.button === 0 && !e.ctrlKey) want();
        }}
        onKeyDown={(e) => {
          if (e.key === "Enter" || e.key === " " || e.key === "ArrowDown") {
            e.preventDefault();
            want();
          }
        }}
        onClick={want}
      >
        {trigger}
      </button>
    );
  }
  const { DropdownMenu, DropdownMenuTrigger } = loaded;
  return (
    <DropdownMenu defaultOpen={wanted}>
      <DropdownMenuTrigger className={triggerClassName} aria-label={triggerLabel}>
        {trigger}
      </DropdownMenuTrigger>
      {children(loaded)}
    </DropdownMenu>
  );
}
