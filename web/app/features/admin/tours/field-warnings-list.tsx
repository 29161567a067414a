/** What will let a visitor down in the field, listed above the stops. */
import type { FieldWarning } from "./field-warnings";

export function FieldWarnings({ warnings }: { warnings: readonly FieldWarning[] }) {
  if (warnings.length === 0) return null;
  return (
    <section className="field-warnings" aria-labelledby="field-warnings-heading">
      <h2 id="field-warnings-heading">Before visitors take this tour</h2>
      <p>You can still save; these parts of the tour will not work fully for every visitor.</p>
      <ul>
        {warnings.map((warning) => (
          <li key={warning.key}>
            <strong>{warning.subject}</strong>
            {warning.messages.map((message) => (
              <span key={message} className="field-warnings__message">
                {" "}
                {message}
              </span>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
