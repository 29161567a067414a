import { describe, expect, it } from "vitest";
import { type BufferedRanges, bufferedFraction, clampSkip, SKIP_SECONDS } from "./playback";

const ranges = (...pairs: [number, number][]): BufferedRanges => ({
  length: pairs.length,
  start: (index) => pairs[index]?.[0] ?? Number.NaN,
  end: (index) => pairs[index]?.[1] ?? Number.NaN,
});

describe("clampSkip", () => {
  it("moves by the skip inside the file", () => {
    expect(clampSkip(30, SKIP_SECONDS, 200)).toBe(40);
    expect(clampSkip(30, -SKIP_SECONDS, 200)).toBe(20);
  });

  it("stops at the start and at the end", () => {
    expect(clampSkip(4, -10, 200)).toBe(0);
    expect(clampSkip(195, 10, 200)).toBe(200);
  });

  it("only keeps the start when the length is unknown", () => {
    expect(clampSkip(5, 10, Number.NaN)).toBe(15);
    expect(clampSkip(5, 10, Number.POSITIVE_INFINITY)).toBe(15);
    expect(clampSkip(5, -10, Number.NaN)).toBe(0);
  });

  it("treats an unknown position as the start", () => {
    expect(clampSkip(Number.NaN, 10, 200)).toBe(10);
  });
});

describe("bufferedFraction", () => {
  it("is nothing without ranges or a known length", () => {
    expect(bufferedFraction(ranges(), 0, 200)).toBe(0);
    expect(bufferedFraction(ranges([0, 50]), 0, Number.NaN)).toBe(0);
    expect(bufferedFraction(ranges([0, 50]), 0, 0)).toBe(0);
  });

  it("reads up to the end of the range the playhead is in", () => {
    expect(bufferedFraction(ranges([0, 50]), 10, 200)).toBe(0.25);
    expect(bufferedFraction(ranges([0, 50], [100, 150]), 120, 200)).toBe(0.75);
    expect(bufferedFraction(ranges([0, 50], [100, 150]), 50, 200)).toBe(0.25);
  });

  it("falls back to the furthest end when the playhead is in no range", () => {
    expect(bufferedFraction(ranges([0, 50], [100, 150]), 75, 200)).toBe(0.75);
  });

  it("is whole once everything is buffered, and never more", () => {
    expect(bufferedFraction(ranges([0, 200]), 30, 200)).toBe(1);
    expect(bufferedFraction(ranges([0, 200.2]), 30, 200)).toBe(1);
  });
});
