import * as React from "react";

/**
 * The one gate for permission-controlled buttons: a button renders only when its identifier is
 * in the caller's buttonInfo. The app provides the set; stories provide it from parameters.
 */
const ButtonInfoContext = React.createContext<ReadonlySet<string>>(new Set());

export function ButtonInfoProvider({
  buttons,
  children,
}: {
  buttons: Iterable<string>;
  children: React.ReactNode;
}) {
  const value = React.useMemo(() => new Set(buttons), [buttons]);
  return <ButtonInfoContext.Provider value={value}>{children}</ButtonInfoContext.Provider>;
}

export function useCan(button: string): boolean {
  return React.useContext(ButtonInfoContext).has(button);
}

export function IfButton({ id, children }: { id: string; children: React.ReactNode }) {
  return useCan(id) ? children : null;
}
