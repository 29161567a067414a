/**
 * Stop mode (SPEC §2): while a tour stop is on screen, the header's map icon replaces the search
 * icon. The tour page registers what the icon opens; the header only shows it.
 */
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from "react";

export interface HeaderMapAction {
  /** Accessible name of the header button, e.g. "Show the tour map". */
  label: string;
  open(): void;
}

interface Slot {
  action: HeaderMapAction | null;
  setAction(action: HeaderMapAction | null): void;
}

const HeaderMapContext = createContext<Slot>({ action: null, setAction: () => {} });

export function HeaderMapActionProvider({ children }: { children: ReactNode }) {
  const [action, setAction] = useState<HeaderMapAction | null>(null);
  const slot = useMemo(() => ({ action, setAction }), [action]);
  return <HeaderMapContext.Provider value={slot}>{children}</HeaderMapContext.Provider>;
}

/** The action the header's map icon runs, or null outside stop mode. */
export function useHeaderMapAction(): HeaderMapAction | null {
  return useContext(HeaderMapContext).action;
}

/** Puts the map icon in the header while the calling screen is shown (null removes it). */
export function useProvideHeaderMapAction(action: HeaderMapAction | null): void {
  const { setAction } = useContext(HeaderMapContext);
  useEffect(() => {
    setAction(action);
    return () => setAction(null);
  }, [action, setAction]);
}
