import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MoveButtons, movedMessage } from "./move-buttons";

describe("MoveButtons", () => {
  it("says where the item went", () => {
    expect(movedMessage("Hatch Show Print", 3, 5)).toBe(
      "Hatch Show Print moved to position 3 of 5.",
    );
  });

  it("names both buttons after the item and disables the one at an end", () => {
    const first = renderToStaticMarkup(
      <MoveButtons name="Ryman" index={0} count={3} onMove={() => {}} />,
    );
    expect(first).toContain('aria-label="Move Ryman up" disabled=""');
    expect(first).not.toContain('aria-label="Move Ryman down" disabled=""');
    const last = renderToStaticMarkup(
      <MoveButtons name="Ryman" index={2} count={3} onMove={() => {}} />,
    );
    expect(last).toContain('aria-label="Move Ryman down" disabled=""');
    expect(last).not.toContain('aria-label="Move Ryman up" disabled=""');
  });
});
