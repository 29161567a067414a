import { writeFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { nuErrors } from "./support/nu-checker.js";
import { publicPages } from "./support/public-pages.js";

// The HTML of one page of each type, as the server sends it, checked by the Nu HTML Checker.
test("every type of page is valid HTML (Nu HTML Checker: 0 errors)", async ({
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const pages = [...(await publicPages(request)), { name: "admin sign-in", path: "/admin/login" }];
  const files = await Promise.all(
    pages.map(async ({ name, path }) => {
      const response = await request.get(path);
      expect([200, 404], `${path} answers`).toContain(response.status());
      const file = testInfo.outputPath(`${name.replace(/\W+/g, "-")}.html`);
      writeFileSync(file, await response.body());
      return { file, path };
    }),
  );
  const byFile = new Map(files.map(({ file, path }) => [file, path]));
  const errors = nuErrors([...byFile.keys()]).map((error) => {
    const file = decodeURIComponent(new URL(error.url).pathname);
    return `${byFile.get(file) ?? file}:${error.lastLine ?? "?"} ${error.message}`;
  });
  expect(errors).toEqual([]);
  expect(files.length).toBeGreaterThanOrEqual(20);
});
