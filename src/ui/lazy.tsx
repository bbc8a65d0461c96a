import * as React from "react";

/**
 * The one way the code is split (docs/architecture.md): a module loaded on demand, preloadable,
 * and its components rendered without suspending once it is here.
 *
 * Why: a component whose code already arrived (preloaded with its data, or by the server's
 * modulepreload) must draw at once; React.lazy would still suspend for a tick and React then
 * holds the revealed content back for a moment (its fallback throttle).
 *
 * A failed load (offline, a deploy that removed the chunk) is not remembered: after
 * `retryFailedLoads()` the next render or `load()` asks again, so a retry works once the
 * network is back.
 */
export type LazyModule<M> = {
  load(): Promise<M>;
  /** The module when it is here, else undefined. */
  current(): M | undefined;
};

export function lazyModule<M>(loader: () => Promise<M>, alreadyHere?: M): LazyModule<M> {
  let module: M | undefined = alreadyHere;
  let pending: Promise<M> | undefined;
  return {
    load() {
      pending ??= loader().then(
        (m) => {
          module = m;
          return m;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    current: () => module,
  };
}

export type LazyComponent<P> = React.FunctionComponent<P> & { preload(): Promise<unknown> };

/** Lazy components whose load failed: they ask again after `retryFailedLoads()`. */
const failedLoads = new Set<() => void>();

/**
 * Lets every component whose code failed to arrive ask for it again on its next render (the
 * load boundary's retry button). Not on its own: React renders a failed component once more to
 * recover, and a fresh load there would suspend again instead of showing the failure.
 */
export function retryFailedLoads(): void {
  for (const forget of failedLoads) forget();
  failedLoads.clear();
}

/**
 * A component of a lazy module. Until the module is here it suspends (inside its own Suspense
 * with `fallback` when one is given, else the nearest boundary's); a failed load throws to the
 * nearest error boundary (app/LoadBoundary.tsx), whose retry asks for it again.
 */
export function lazyComponent<M, P extends object>(
  module: LazyModule<M>,
  pick: (m: M) => React.ComponentType<P>,
  options: { fallback?: React.ReactNode; name?: string } = {},
): LazyComponent<P> {
  let Lazy: React.LazyExoticComponent<React.ComponentType<P>> | null = null;
  const makeLazy = () =>
    React.lazy(() =>
      module.load().then(
        (m) => ({ default: pick(m) }),
        (error: unknown) => {
          // After a retry the next render makes a new lazy, which asks for the module again.
          failedLoads.add(() => {
            Lazy = null;
          });
          throw error;
        },
      ),
    );
  function Deferred(props: P) {
    const ready = module.current();
    if (ready) {
      const Ready = pick(ready);
      return <Ready {...props} />;
    }
    Lazy ??= makeLazy();
    const Pending = Lazy;
    if (options.fallback === undefined) return <Pending {...props} />;
    return (
      <React.Suspense fallback={options.fallback}>
        <Pending {...props} />
      </React.Suspense>
    );
  }
  Deferred.displayName = `Lazy(${options.name ?? "component"})`;
  Deferred.preload = () => module.load();
  return Deferred as LazyComponent<P>;
}

/**
 * A module whose default export is the component (pages, dialogs). `alreadyHere` marks a module
 * bundled with its caller (the login page in the entry): it renders at once.
 */
export function lazyDefault<P extends object>(
  loader: () => Promise<{ default: React.ComponentType<P> }>,
  options: {
    fallback?: React.ReactNode;
    name?: string;
    alreadyHere?: { default: React.ComponentType<P> };
  } = {},
): LazyComponent<P> {
  return lazyComponent(lazyModule(loader, options.alreadyHere), (m) => m.default, options);
}
