/** A titled section that opens and closes (works before the page's scripts run). */
import type { ReactNode } from "react";

export function Accordion({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details className="accordion">
      <summary>
        <h2 className="accordion__title">{title}</h2>
      </summary>
      <div className="accordion__body">{children}</div>
    </details>
  );
}
