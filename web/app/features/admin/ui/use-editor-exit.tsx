/**
 * Leaving an admin editor: with unsaved changes it asks first (`useUnsavedChangesPrompt`); after
 * a save of a new item or a delete, `leave` lets the prompt go, then navigates, with a notice for
 * the page it opens or focus on that page's heading.
 */
import { useCallback, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { FOCUS_HEADING } from "../shell/use-heading-focus";
import { useUnsavedChangesPrompt } from "./use-unsaved-changes";

export function useEditorExit(dirty: boolean) {
  const navigate = useNavigate();
  const [leaveTo, setLeaveTo] = useState<{ path: string; notice?: string } | null>(null);
  const prompt = useUnsavedChangesPrompt(dirty && leaveTo === null);

  // Navigates once the prompt has let go (leaveTo set and rendered).
  useEffect(() => {
    if (!leaveTo) return;
    void navigate(leaveTo.path, {
      replace: true,
      state: leaveTo.notice ? { notice: leaveTo.notice } : FOCUS_HEADING,
    });
  }, [leaveTo, navigate]);

  const leave = useCallback((path: string, notice?: string) => setLeaveTo({ path, notice }), []);
  /** `prompt` is the leave-without-saving dialog: render it once in the editor. */
  return { prompt, leave };
}
