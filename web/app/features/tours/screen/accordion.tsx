/**
 * A titled section that opens and closes (works before the page's scripts run). Its "+" / "−"
 * sign is drawn by CSS in a span hidden from screen readers, so the name is the title alone.
 */
import type { ReactNode } from "react";

export function Accordion({
  title,
  children,
  printed = false,
}: {
  title: string;
  children: ReactNode;
  /** Printed open (tour-screen.css); the others are left off the paper. */
  printed?: boolean;
}) {
  return (
    <details className={printed ? "accordion accordion--printed" : "accordion"}>
      <summary>
        <h2 className="accordion__title">{title}</h2>
        <span className="accordion__sign" aria-hidden="true" />
      </summary>
      <div className="accordion__body">{children}</div>
    </details>
  );
}
