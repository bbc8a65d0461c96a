import type * as React from "react";
import { Button } from "./button";
import type { Loadable } from "./loadable";
import { Spinner } from "./spinner";

export type LoadStateProps<T> = {
  value: Loadable<T>;
  /** The spinner's accessible name. */
  loadingLabel: string;
  failedText: string;
  retryText: string;
  onRetry: () => void;
  /** What the data draws once it is there. */
  children: (data: T) => React.ReactNode;
};

/**
 * A list screen's block while its data loads or after it failed (with a retry), else the data's
 * own drawing: one markup for every screen, so a change of look is one change.
 */
export function LoadState<T>(props: LoadStateProps<T>) {
  const { value } = props;
  if (value.status === "loading") {
    return (
      <div role="status" className="grid h-48 place-items-center text-brand">
        <Spinner className="size-6" label={props.loadingLabel} />
      </div>
    );
  }
  if (value.status === "error") {
    return (
      <LoadFailed
        failedText={props.failedText}
        retryText={props.retryText}
        onRetry={props.onRetry}
      />
    );
  }
  return props.children(value.data);
}

/** The error box with its retry: LoadState's, and the list template's (src/ui/list-screen). */
export function LoadFailed(props: { failedText: string; retryText: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex h-48 flex-col items-center justify-center gap-3 rounded-md border border-dashed border-red-200 bg-red-50/50"
    >
      <p className="text-sm text-red-800">{props.failedText}</p>
      <Button variant="outline" size="sm" onClick={props.onRetry}>
        {props.retryText}
      </Button>
    </div>
  );
}
