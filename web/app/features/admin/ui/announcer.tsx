/**
 * The admin's one polite live region: what a control did that the screen does not otherwise say
 * ("Hatch Show Print moved to position 3 of 5."). Every admin screen announces through it.
 */
import { createContext, type ReactNode, useCallback, useContext, useState } from "react";

const Announce = createContext<(message: string) => void>(() => {});

/** Tells screen readers `message` politely. */
export const useAnnounce = () => useContext(Announce);

export function AnnouncerProvider({ children }: { children: ReactNode }) {
  // The count makes a repeated message a change too, so it is read again.
  const [said, setSaid] = useState({ message: "", count: 0 });
  const announce = useCallback(
    (message: string) => setSaid((current) => ({ message, count: current.count + 1 })),
    [],
  );
  return (
    <Announce value={announce}>
      {children}
      <p className="visually-hidden" role="status" data-testid="admin-announcer">
        <span key={said.count}>{said.message}</span>
      </p>
    </Announce>
  );
}
