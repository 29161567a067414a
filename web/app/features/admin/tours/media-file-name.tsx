/**
 * A media file's name in the tour editor and, for a file chosen but not saved yet, where it stands:
 * waiting for Save, uploading (a progress bar), or refused by the server, with its reason.
 */
import type { TourUpload } from "./use-tour-save";

interface Props {
  className: string;
  name: string;
  /** The file chosen, until it is uploaded. */
  file?: File;
  /** This key's upload on the last save, if any. */
  upload?: TourUpload;
}

/** The last save's upload of this very file (not of one chosen before it). */
export const uploadOf = (file: File | undefined, upload: TourUpload | undefined) =>
  file && upload?.file === file ? upload : undefined;

export function MediaFileName({ className, name, file, upload }: Props) {
  const state = uploadOf(file, upload);
  return (
    <>
      <p className={className}>
        {name}
        {file && !state && " (uploaded when you save)"}
      </p>
      {state?.failure ? (
        <p className="admin-field__error">Failed: {state.failure}</p>
      ) : (
        state && <progress max={1} value={state.progress} aria-label={`Uploading ${name}`} />
      )}
    </>
  );
}
