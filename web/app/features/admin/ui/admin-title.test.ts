import { describe, expect, it } from "vitest";
import { adminMeta, adminTitle, editTitle } from "./admin-title";

describe("admin titles", () => {
  it("name the screen, then the admin", () => {
    expect(adminTitle("New tour")).toBe("New tour – Admin");
    expect(adminMeta("Tours")).toEqual([
      { title: "Tours – Admin" },
      { name: "robots", content: "noindex" },
    ]);
  });

  it("name the edited item once it has a name", () => {
    expect(editTitle("tour", " Broadway Historic District ")).toBe(
      "Edit tour: Broadway Historic District",
    );
    expect(editTitle("record", "")).toBe("Edit record");
    expect(editTitle("QR code", undefined)).toBe("Edit QR code");
  });
});
