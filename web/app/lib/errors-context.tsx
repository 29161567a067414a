/** Errors collected on the client for the red banner under the header (SPEC §8). */
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";

interface ErrorsValue {
  messages: string[];
  addError(message: string): void;
  clearErrors(): void;
}

const ErrorsContext = createContext<ErrorsValue>({
  messages: [],
  addError: () => {},
  clearErrors: () => {},
});

export function ErrorsProvider({ children }: { children: ReactNode }) {
  const [messages, setMessages] = useState<string[]>([]);
  const addError = useCallback(
    (message: string) =>
      setMessages((list) => (list.includes(message) ? list : [...list, message])),
    [],
  );
  const clearErrors = useCallback(() => setMessages([]), []);
  const value = useMemo(
    () => ({ messages, addError, clearErrors }),
    [messages, addError, clearErrors],
  );
  return <ErrorsContext.Provider value={value}>{children}</ErrorsContext.Provider>;
}

export const useErrors = () => useContext(ErrorsContext);
