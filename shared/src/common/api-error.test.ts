import { describe, expect, it } from "vitest";
import { ApiError, apiErrorFrom, codeForStatus, ERROR_CODES, ERROR_STATUS } from "./api-error.js";

describe("the shared API error", () => {
  it("takes its status from its code; both kinds of 409 keep their own code", () => {
    expect(new ApiError("stale_version", "x")).toMatchObject({ status: 409, issues: [] });
    expect(new ApiError("taken", "x").status).toBe(409);
    expect(new ApiError("network", "x").status).toBe(0);
    expect(ERROR_CODES).toEqual([...Object.keys(ERROR_STATUS), "network"]);
  });

  it("writes the documented body, issues only when there are some", () => {
    expect(new ApiError("not_found", "Tour not found").toBody()).toEqual({
      error: { code: "not_found", message: "Tour not found" },
    });
    const issues = [{ path: "slug", message: "Slug already in use" }];
    expect(new ApiError("taken", "Slug already in use", issues).toBody()).toEqual({
      error: { code: "taken", message: "Slug already in use", issues },
    });
  });

  it("reads a body back, keeping only well-formed issues", () => {
    const error = apiErrorFrom(409, {
      error: {
        code: "taken",
        message: "Slug already in use",
        issues: [{ path: "slug", message: "m" }, 7],
      },
    });
    expect(error).toMatchObject({
      status: 409,
      code: "taken",
      issues: [{ path: "slug", message: "m" }],
    });
  });

  it("goes by the status for a body it cannot read or a code it does not know", () => {
    expect(apiErrorFrom(503, undefined)).toMatchObject({ code: "unavailable", status: 503 });
    expect(apiErrorFrom(409, { error: { code: "toString" } }).code).toBe("conflict");
    expect(codeForStatus(500)).toBe("internal");
    expect(codeForStatus(418)).toBe("validation_failed");
  });
});
