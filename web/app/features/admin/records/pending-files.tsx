/**
 * Files chosen for a record and held until Save uploads them (SPEC §4 Record save), each with its
 * progress, or marked failed with the server's reason and a way to take it off the list.
 */
import type { PendingFile } from "./record-save";

export function PendingFiles({
  pending,
  busy,
  onRemove,
}: {
  pending: PendingFile[];
  busy: boolean;
  onRemove(key: string): void;
}) {
  return (
    <section className="record-pending" aria-label="Files to upload on save">
      <h2>To upload on save</h2>
      <ul>
        {pending.map((item) => (
          <li
            key={item.key}
            className={`record-pending__item${item.failure ? " record-pending__item--failed" : ""}`}
          >
            <span className="record-file-name">
              {item.file.name} <span className="record-pending__type">({item.type})</span>
            </span>
            {item.failure ? (
              <span className="record-pending__failure">Failed: {item.failure}</span>
            ) : (
              <>
                <progress
                  max={1}
                  value={item.progress}
                  aria-label={`Upload of ${item.file.name}`}
                />
                <span aria-hidden="true">
                  {item.uploaded ? "Uploaded" : `${Math.round(item.progress * 100)}%`}
                </span>
              </>
            )}
            <button
              type="button"
              className="admin-button admin-button--secondary"
              disabled={busy}
              aria-label={`Remove ${item.file.name}`}
              onClick={() => onRemove(item.key)}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
