/**
 * Files uploaded for a save that did not land are deleted again when the editor is left without
 * saving: for another admin page (the editor goes away), and when the tab is closed or reloaded
 * (`pagehide`; the requests outlive the page). A page the browser keeps to come back to keeps
 * them, as its form does. The server keeps a file that content uses, so a file a save did take
 * is never lost this way.
 */
import { useEffect, useRef } from "react";
import { deleteMedia } from "./upload";

export function forgetUploads(paths: Iterable<string>, { leavingPage = false } = {}): void {
  // Nothing to tell when it fails: the file is only left unused.
  for (const path of paths) deleteMedia(path, { keepalive: leavingPage }).catch(() => {});
}

/** Deletes what `unsaved()` answers when the editor is left: unmounted, or its page closed. */
export function useForgetOnLeave(unsaved: () => Iterable<string>): void {
  const latest = useRef(unsaved);
  useEffect(() => {
    latest.current = unsaved;
  });
  useEffect(() => {
    const onPageHide = (event: PageTransitionEvent) => {
      if (!event.persisted) forgetUploads(latest.current(), { leavingPage: true });
    };
    window.addEventListener("pagehide", onPageHide);
    return () => {
      window.removeEventListener("pagehide", onPageHide);
      forgetUploads(latest.current());
    };
  }, []);
}
