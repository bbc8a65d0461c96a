import type * as React from "react";
import { Button } from "../../ui/button";

export type StatusScreenProps = {
  /** A short code shown large: 404, 403… */
  code?: string;
  title: string;
  body?: React.ReactNode;
  actionLabel?: string;
  onAction?: () => void;
};

/** Not found, no permission, not yet open: one calm page with one way back. */
export function StatusScreen({ code, title, body, actionLabel, onAction }: StatusScreenProps) {
  return (
    <main
      data-slot="status-screen"
      className="flex min-h-[60dvh] flex-col items-center justify-center px-6 py-16 text-center"
    >
      {code ? (
        <p className="text-6xl font-semibold tracking-tight text-brand-400" aria-hidden="true">
          {code}
        </p>
      ) : null}
      <h1 className="mt-4 text-xl font-semibold text-neutral-900">{title}</h1>
      {body ? <p className="mt-2 max-w-md text-sm text-neutral-600">{body}</p> : null}
      {actionLabel && onAction ? (
        <Button className="mt-6" onClick={onAction}>
          {actionLabel}
        </Button>
      ) : null}
    </main>
  );
}
