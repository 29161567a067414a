import { describe, expect, it } from "vitest";
import { noticesAdmin } from "../notices/notices.module";
import { entityOfMatches } from "./entity-route";

describe("the entity of a generic page's route", () => {
  it("is the one whose module made the route, for the list, new and edit", () => {
    for (const id of ["admin-notices", "admin-notices-new", "admin-notices-edit"]) {
      const found = entityOfMatches([{ id: "root" }, { id: "routes/admin/layout" }, { id }]);
      expect(found.entity, id).toBe(noticesAdmin.entity);
      expect(found.listPath).toBe("/admin/notices");
    }
  });

  it("is prepared once: every page of an entity shares its collection and rules", () => {
    const list = entityOfMatches([{ id: "admin-notices" }]);
    const editor = entityOfMatches([{ id: "admin-notices-edit" }]);
    expect(editor.collection).toBe(list.collection);
    expect(editor.rules).toBe(list.rules);
  });

  it("is an error on a route no entity's module made", () => {
    expect(() => entityOfMatches([{ id: "admin-qr-codes" }, undefined])).toThrow(/entity/);
  });
});
