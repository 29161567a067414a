import { describe, expect, it } from "vitest";
import { columnKind, decodeValue, encodeValue } from "./column-codec.js";

describe("column values in a backup", () => {
  it("reads the kind from SQLite's declared types and PostgreSQL's type names alike", () => {
    expect(["integer", "int4", "int8", "bigint"].map(columnKind)).toEqual(Array(4).fill("integer"));
    expect(["double precision", "float8", "real"].map(columnKind)).toEqual(Array(3).fill("real"));
    expect(["boolean", "bool"].map(columnKind)).toEqual(["boolean", "boolean"]);
    expect(
      ["json", "jsonb", "timestamptz", "bytea", "numeric", "text", "varchar"].map(columnKind),
    ).toEqual(["json", "json", "timestamp", "bytes", "decimal", "text", "text"]);
  });

  it("writes one form whichever engine answered", () => {
    expect(encodeValue("boolean", 1)).toBe(true); // SQLite
    expect(encodeValue("boolean", true)).toBe(true); // PostgreSQL
    expect(encodeValue("integer", "42")).toBe(42); // PostgreSQL bigint
    expect(encodeValue("integer", "9007199254740993")).toBe("9007199254740993");
    expect(encodeValue("json", '{"a":[1]}')).toEqual({ a: [1] }); // SQLite text
    expect(encodeValue("json", { a: [1] })).toEqual({ a: [1] }); // PostgreSQL jsonb
    expect(encodeValue("timestamp", new Date("2024-05-01T12:00:00.000Z"))).toBe(
      "2024-05-01T12:00:00.000Z",
    );
    expect(encodeValue("real", Number.POSITIVE_INFINITY)).toBe("Infinity");
    expect(encodeValue("text", null)).toBeNull();
  });

  it("gives each engine back the value it stores", () => {
    expect(decodeValue("boolean", true, "sqlite")).toBe(1);
    expect(decodeValue("boolean", false, "postgres")).toBe(false);
    expect(decodeValue("json", { a: [1] }, "postgres")).toBe('{"a":[1]}');
    expect(decodeValue("real", "-Infinity", "sqlite")).toBe(Number.NEGATIVE_INFINITY);
    expect(decodeValue("bytes", encodeValue("bytes", Buffer.from([0, 255])), "postgres")).toEqual(
      Buffer.from([0, 255]),
    );
    expect(decodeValue("real", 36.16589, "sqlite")).toBe(36.16589);
  });
});
