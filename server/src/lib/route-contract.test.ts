import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { registerErrorHandling } from "./error-handler.js";
import { contract, useZodContracts } from "./route-contract.js";

describe("a route's contract", () => {
  const app = Fastify();
  let handled = 0;
  beforeAll(async () => {
    registerErrorHandling(app);
    useZodContracts(app);
    const item = z.object({ id: z.string(), title: z.string().min(1) });
    app.put<{ Params: { id: string }; Body: { title: string; count: number } }>(
      "/items/:id",
      contract({
        params: z.object({ id: z.string().max(8) }),
        body: z.object({ title: z.string().trim().min(1), count: z.number().int() }),
        response: { 200: item },
      }),
      async (req) => {
        handled++;
        return { id: req.params.id, title: req.body.title, secret: "never sent", count: 1 };
      },
    );
    // Stored before a rule was tightened: a title the schema now refuses.
    app.get("/stale", contract({ response: { 200: item } }), async () => ({ id: "b", title: "" }));
    await app.ready();
  });
  afterAll(() => app.close());

  it("hands the handler the parsed body and sends only what the response schema names", async () => {
    const res = await app.inject({
      method: "PUT",
      url: "/items/a1",
      payload: { title: "  Fort Negley ", count: 2 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: "a1", title: "Fort Negley" });
  });

  it("refuses bad params and bodies with the error body, listing each field, before the handler", async () => {
    const before = handled;
    const res = await app.inject({
      method: "PUT",
      url: `/items/${"x".repeat(9)}`,
      payload: { title: " ", count: 1.5 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("validation_failed");
    expect(res.json().error.issues.map((i: { path: string }) => i.path)).toEqual(["id"]);
    const body = await app.inject({
      method: "PUT",
      url: "/items/a1",
      payload: { title: " ", count: 1.5 },
    });
    expect(body.statusCode).toBe(400);
    expect(
      body
        .json()
        .error.issues.map((i: { path: string }) => i.path)
        .sort(),
    ).toEqual(["count", "title"]);
    expect(handled).toBe(before);
  });

  it("answers with stored content its response schema refuses as built, never a 500", async () => {
    const res = await app.inject({ method: "GET", url: "/stale" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: "b", title: "" });
  });
});
