/** A complete archive record for unit tests; override what a test is about. */
import type { ArchiveRecord } from "@tours/shared";

export function testRecord(overrides: Partial<ArchiveRecord> = {}): ArchiveRecord {
  return {
    id: "rec-1",
    slug: "fort-negley",
    Title: "Fort Negley",
    Type: "Site",
    Creator: "Nashville Sites Foundation",
    Author: "Marcus Bell",
    Address: "1100 Fort Negley Blvd, Nashville, TN 37203",
    Coordinates: { lat: 36.1433, lng: -86.7747 },
    Description: "A Union fort built in 1862.",
    Source: ["Tennessee State Library and Archives"],
    Date: "1862",
    Contributor: ["Marcus Bell"],
    RelationLink: "https://example.org/fort-negley",
    RelationText: "Fort Negley Park",
    Coverage: "South Nashville",
    Rights: "CC BY-NC 4.0",
    Subject: ["Civil War"],
    Keyword: ["fort", "civil war"],
    Tours: [],
    Notes: "Staff only",
    audios: [],
    videos: [],
    images: [],
    version: 1,
    updatedAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}
