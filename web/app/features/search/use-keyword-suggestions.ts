/**
 * The keywords the search box suggests. The page brings the most used ones; when those are not all
 * there are (a large archive), what is typed also fetches the most used keywords containing it
 * from /api/keywords?q= after a short pause, added to them (the browser's list filters by the
 * text itself). Suggestions only help: a failed fetch leaves the box as it was.
 */
import { KEYWORD_OPTIONS } from "@tours/shared/browser";
import { useCallback, useEffect, useRef, useState } from "react";
import { keywordOptions } from "./keyword-options";

/** How long typing pauses before suggestions are fetched. */
const TYPING_PAUSE_MS = 200;

export function keywordSuggestionsUrl(text: string): string {
  return `/api/keywords?${new URLSearchParams({ q: text.trim() })}`;
}

/** Whether the text may find keywords the page did not bring: only when it brought all it could. */
export function canSuggestMore(offered: readonly string[], text: string): boolean {
  return text.trim() !== "" && offered.length >= KEYWORD_OPTIONS;
}

export function useKeywordSuggestions(offered: string[]) {
  const [suggestions, setSuggestions] = useState(offered);
  const [seen, setSeen] = useState(offered);
  if (seen !== offered) {
    setSeen(offered);
    setSuggestions(offered);
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<AbortController | null>(null);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      inFlight.current?.abort();
    },
    [],
  );

  const typed = useCallback(
    (value: string) => {
      clearTimeout(timer.current);
      inFlight.current?.abort();
      const text = value.trim();
      if (!canSuggestMore(offered, text)) {
        setSuggestions(offered);
        return;
      }
      timer.current = setTimeout(() => {
        const controller = new AbortController();
        inFlight.current = controller;
        fetch(keywordSuggestionsUrl(text), {
          signal: controller.signal,
          headers: { accept: "application/json" },
        })
          .then((res) => (res.ok ? res.json() : Promise.reject(new Error(String(res.status)))))
          .then((found: string[]) => setSuggestions(keywordOptions([...offered, ...found])))
          .catch((error: unknown) => {
            if (!controller.signal.aborted) console.warn("No keyword suggestions:", error);
          });
      }, TYPING_PAUSE_MS);
    },
    [offered],
  );

  return { suggestions, typed };
}
