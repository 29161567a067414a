/** The admin's error banner (SPEC §2, §8): every collected message, and an 'X' that clears all. */
import { useErrors } from "../../../lib/errors-context";
import { CloseIcon } from "../../chrome/icons";

export function AdminErrorBanner() {
  const { messages, clearErrors } = useErrors();
  if (messages.length === 0) return null;
  return (
    <div className="admin-errors" role="alert">
      <ul>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
      <button
        type="button"
        className="admin-errors__close"
        aria-label="Clear errors"
        onClick={clearErrors}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
