/**
 * The session ended while an editor held unsaved changes (it expired, or was ended elsewhere):
 * instead of leaving for the sign-in page, which would lose them, the editor asks for the
 * password in place (SPEC §6's prompt) and stays as it was, chosen files included.
 */
import { SignInForm } from "../shell/sign-in-form";
import { MessageDialog } from "../../../lib/message-dialog";

export const SESSION_EXPIRED = "Session expired. Please enter password.";

interface Props {
  open: boolean;
  onSignedIn(): void;
  /** Stay on the editor without signing in (Escape). */
  onStay(): void;
  /** Go to the sign-in page, giving up the changes. */
  onLeave(): void;
}

export function SignInAgainDialog({ open, onSignedIn, onStay, onLeave }: Props) {
  return (
    <MessageDialog
      open={open}
      title={SESSION_EXPIRED}
      message="Your changes are still here, not saved yet. Sign in again, then save them."
      className="admin-dialog"
      onDismiss={onStay}
    >
      <SignInForm onSignedIn={onSignedIn}>
        <button type="button" className="admin-button admin-button--secondary" onClick={onLeave}>
          Leave without saving
        </button>
      </SignInForm>
    </MessageDialog>
  );
}
