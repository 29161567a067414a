/**
 * What keeps an editor from being saved, next to its Save button: a group named by its heading
 * and a polite live region (new entries are read out as they appear), whose entries link to their
 * fields. Pressing Save while
 * something is wrong moves focus here (see `focusSummary`).
 */
import { type Ref, useId } from "react";
import { focusField, type SummaryEntry } from "./field-errors";

export interface SummaryGroup {
  heading: string;
  entries: readonly SummaryEntry[];
}

interface Props {
  groups: readonly SummaryGroup[];
  /** Before a field is focused (e.g. to open the collapsed panel that holds it). */
  onFollow?(entry: SummaryEntry): void;
  ref?: Ref<HTMLDivElement>;
}

export function ErrorSummary({ groups, onFollow, ref }: Props) {
  const id = useId();
  const shown = groups.filter((group) => group.entries.length > 0);
  const follow = (entry: SummaryEntry) => {
    onFollow?.(entry);
    // The field may appear only once the panel that holds it has opened.
    if (!focusField(entry.id)) requestAnimationFrame(() => focusField(entry.id));
  };
  return (
    <div
      ref={ref}
      className="error-summary"
      role="group"
      aria-live="polite"
      aria-labelledby={shown.length > 0 ? `${id}-0` : undefined}
      tabIndex={-1}
    >
      {shown.map((group, index) => (
        <section key={group.heading} className="error-summary__group">
          <h2 id={`${id}-${index}`} className="error-summary__heading">
            {group.heading}
          </h2>
          <ul>
            {group.entries.map((entry) => (
              <li key={entry.id}>
                <a
                  href={`#${entry.id}`}
                  onClick={(event) => {
                    event.preventDefault();
                    follow(entry);
                  }}
                >
                  {entry.summary ?? entry.message}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
