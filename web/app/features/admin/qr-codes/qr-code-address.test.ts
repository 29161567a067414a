import { describe, expect, it } from "vitest";
import { codeFileName, isLocalOnly } from "./qr-code-address";

describe("QR code files", () => {
  it("name downloads after the label, safely, or after the id without one", () => {
    expect(codeFileName("QR-DT-001", "3f2a", "svg")).toBe("QR-DT-001.svg");
    expect(codeFileName(" Fort Negley / gate ", "3f2a", "png")).toBe("Fort-Negley-gate.png");
    expect(codeFileName("", "3f2a", "svg")).toBe("qr-code-3f2a.svg");
    expect(codeFileName("../..", "3f2a", "svg")).toBe("qr-code-3f2a.svg");
  });

  it("recognise addresses a phone cannot reach", () => {
    expect(isLocalOnly("http://localhost:3000")).toBe(true);
    expect(isLocalOnly("http://127.0.0.1:3100")).toBe(true);
    expect(isLocalOnly("https://tours.example")).toBe(false);
    expect(isLocalOnly("not a url")).toBe(false);
  });
});
