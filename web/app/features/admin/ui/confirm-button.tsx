/** A button flagged to confirm (SPEC §5): it asks before it acts. */
import { type ReactNode, useState } from "react";
import { ConfirmDialog } from "./confirm-dialog";

interface Props {
  children: ReactNode;
  onConfirm(): void;
  /** Replaces 'Are you sure?' (staff deletion asks its own question). */
  title?: string;
  message?: string;
  className?: string;
  disabled?: boolean;
  /** Accessible name when the visible label is not enough (e.g. "Delete Fort Negley"). */
  "aria-label"?: string;
}

export function ConfirmButton({
  children,
  onConfirm,
  title,
  message,
  className,
  disabled,
  ...rest
}: Props) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className ?? "admin-button admin-button--danger"}
        disabled={disabled}
        aria-label={rest["aria-label"]}
        onClick={() => setAsking(true)}
      >
        {children}
      </button>
      <ConfirmDialog
        open={asking}
        title={title}
        message={message}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onConfirm();
        }}
      />
    </>
  );
}
