import { afterEach, describe, expect, it, vi } from "vitest";
import { createBatchWriter } from "./batch-writer.js";

describe("a batch writer", () => {
  afterEach(() => vi.useRealTimers());

  it("writes queued rows together within a second", async () => {
    vi.useFakeTimers();
    const written: number[][] = [];
    const writer = createBatchWriter<number>(async (batch) => void written.push(batch), vi.fn());
    writer.add(1);
    writer.add(2);
    expect(written).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(written).toEqual([[1, 2]]);
  });

  it("writes at once when a batch is full", async () => {
    const written: number[][] = [];
    const writer = createBatchWriter<number>(async (batch) => void written.push(batch), vi.fn());
    for (let row = 0; row < 200; row++) writer.add(row);
    await vi.waitFor(() => expect(written.map((batch) => batch.length)).toEqual([200]));
  });

  it("reports a failed write and drops its rows, then goes on", async () => {
    const onError = vi.fn();
    const write = vi.fn().mockRejectedValueOnce(new Error("down")).mockResolvedValue(undefined);
    const writer = createBatchWriter<string>(write, onError);
    writer.add("a");
    await writer.flush();
    expect(onError).toHaveBeenCalledOnce();
    expect(writer.queued((row) => row === "a")).toBe(false);
    writer.add("b");
    await writer.flush();
    expect(write).toHaveBeenLastCalledWith(["b"]);
  });

  it("tells whether a row is queued", () => {
    const writer = createBatchWriter<string>(async () => {}, vi.fn());
    writer.add("x");
    expect(writer.queued((row) => row === "x")).toBe(true);
    expect(writer.queued((row) => row === "y")).toBe(false);
  });
});
