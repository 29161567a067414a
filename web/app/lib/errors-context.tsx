/** Errors collected on the client for the red banner under the header (SPEC §8). */
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";

interface ErrorsValue {
  messages: string[];
  addError(message: string): void;
  /** Takes one message off (what it said is no longer true). */
  removeError(message: string): void;
  clearErrors(): void;
}

const ErrorsContext = createContext<ErrorsValue>({
  messages: [],
  addError: () => {},
  removeError: () => {},
  clearErrors: () => {},
});

export function ErrorsProvider({ children }: { children: ReactNode }) {
  const [messages, setMessages] = useState<string[]>([]);
  const addError = useCallback(
    (message: string) =>
      setMessages((list) => (list.includes(message) ? list : [...list, message])),
    [],
  );
  const removeError = useCallback(
    (message: string) => setMessages((list) => list.filter((shown) => shown !== message)),
    [],
  );
  const clearErrors = useCallback(() => setMessages([]), []);
  const value = useMemo(
    () => ({ messages, addError, removeError, clearErrors }),
    [messages, addError, removeError, clearErrors],
  );
  return <ErrorsContext.Provider value={value}>{children}</ErrorsContext.Provider>;
}

export const useErrors = () => useContext(ErrorsContext);
