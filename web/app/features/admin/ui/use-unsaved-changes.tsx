/**
 * Leaving an editor with unsaved changes asks first: inside the app with a dialog, and when the
 * tab is closed or reloaded with the browser's own prompt. When the session ends meanwhile, the
 * way to the sign-in page is held too: the editor asks for the password in place instead.
 */
import { useEffect } from "react";
import { useBlocker } from "react-router";
import { LOGIN_PATH } from "../api/session";
import { ConfirmDialog } from "./confirm-dialog";
import { SignInAgainDialog } from "./sign-in-again-dialog";

export function useUnsavedChangesPrompt(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const blocked = blocker.state === "blocked";
  // Only a call refused for want of a session sends an editor to the sign-in page.
  const signedOut = blocked && blocker.location.pathname === LOGIN_PATH;
  const stay = () => blocker.reset?.();
  const leave = () => blocker.proceed?.();
  return (
    <>
      <ConfirmDialog
        open={blocked && !signedOut}
        title="Leave without saving?"
        message="Your changes to this item have not been saved. If you leave now, they will be lost."
        onCancel={stay}
        onConfirm={leave}
      />
      <SignInAgainDialog open={signedOut} onSignedIn={stay} onStay={stay} onLeave={leave} />
    </>
  );
}
