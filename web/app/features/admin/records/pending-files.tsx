/** Files chosen for a record and held until Save uploads them, each with its progress (SPEC §4 Record save). */
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
          <li key={item.key} className="record-pending__item">
            <span className="record-file-name">
              {item.file.name} <span className="record-pending__type">({item.type})</span>
            </span>
            <progress max={1} value={item.progress} aria-label={`Upload of ${item.file.name}`} />
            <span aria-hidden="true">
              {item.uploaded ? "Uploaded" : `${Math.round(item.progress * 100)}%`}
            </span>
            <button
              type="button"
              className="admin-button admin-button--secondary"
              disabled={busy}
              aria-label={`Do not add ${item.file.name}`}
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
