import type { AboutUs, StaffMember } from "@tours/shared";
import { describe, expect, it } from "vitest";
import { telHref, toAboutUsView } from "./about-us-view";

const member = (titleLine: string, sortOrder: number): StaffMember => ({
  id: titleLine.toLowerCase(),
  titleLine,
  bio: `<p>${titleLine}</p>`,
  sortOrder,
  image: { src: "headshots/x.jpg", alt: `Portrait of ${titleLine}` },
  version: 1,
  updatedAt: "2025-01-01T00:00:00.000Z",
});

const about = (staff: StaffMember[]): AboutUs => ({
  staff,
  curriculumTeam: [{ titleLine: "Dr. A, Lead" }],
  contactInfo: { phone: "(615) 555-0142", email: "info@example.org", address: ["A", "B", "C"] },
  version: 1,
});

describe("toAboutUsView", () => {
  it("sorts staff ascending by sortOrder, ties by title line", () => {
    const view = toAboutUsView(about([member("Cy", 3), member("Bo", 1), member("Al", 3)]));
    expect(view.staff.map((s) => s.titleLine)).toEqual(["Bo", "Al", "Cy"]);
  });

  it("keeps only what the page shows", () => {
    const view = toAboutUsView(about([member("Bo", 1)]));
    expect(Object.keys(view.staff[0] ?? {}).sort()).toEqual(["bio", "id", "image", "titleLine"]);
    expect(view.staff[0]?.image).toEqual({ src: "/media/headshots/x.jpg", alt: "Portrait of Bo" });
    expect(view.curriculumTeam).toEqual(["Dr. A, Lead"]);
  });

  it("handles an empty staff list", () => {
    expect(toAboutUsView(about([])).staff).toEqual([]);
  });
});

describe("telHref", () => {
  it("keeps only the digits of a local number", () => {
    expect(telHref("(615) 555-0142")).toBe("tel:6155550142");
  });

  it("keeps a leading plus of an international number", () => {
    expect(telHref("+1 615-555-0142")).toBe("tel:+16155550142");
  });
});
