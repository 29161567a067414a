import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadCodeFiles } from "./code-files.js";

function clientBuild(manifest: Record<string, unknown>, files: string[]): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "client-build-"));
  fs.mkdirSync(path.join(root, ".vite"));
  fs.mkdirSync(path.join(root, "assets"));
  fs.writeFileSync(path.join(root, ".vite/manifest.json"), JSON.stringify(manifest));
  for (const file of files) fs.writeFileSync(path.join(root, file), "x".repeat(10));
  return root;
}

describe("the code a saved tour needs", () => {
  it("follows the saved routes' imports, code loaded on demand and stylesheets, not staff screens", () => {
    const route = (name: string) => `app/routes/${name}.tsx?__react-router-build-client-route`;
    const root = clientBuild(
      {
        "node_modules/@react-router/dev/entry.client.tsx": {
          file: "assets/entry.client-1.js",
          src: "node_modules/@react-router/dev/entry.client.tsx",
          isEntry: true,
          imports: ["_site.js"],
        },
        "app/root.tsx?__react-router-build-client-route": {
          file: "assets/root-1.js",
          isEntry: true,
          imports: ["_site.js"],
          assets: ["assets/app-1.css"],
        },
        [route("tour")]: {
          file: "assets/tour-1.js",
          isEntry: true,
          dynamicImports: ["app/maps/next-stop-map.client.tsx"],
          css: ["assets/tour-1.css"],
        },
        "app/maps/next-stop-map.client.tsx": {
          file: "assets/next-stop-map-1.js",
          imports: ["_maplibre.js"],
        },
        "_maplibre.js": { file: "assets/maplibre-1.js", assets: ["assets/maplibre-worker-1.mjs"] },
        "_site.js": { file: "assets/site-1.js" },
        [route("admin/tour-editor")]: {
          file: "assets/tour-editor-1.js",
          isEntry: true,
          imports: ["_site.js", "_editor.js"],
        },
        "_editor.js": { file: "assets/editor-1.js" },
      },
      [
        "assets/entry.client-1.js",
        "assets/root-1.js",
        "assets/app-1.css",
        "assets/tour-1.js",
        "assets/tour-1.css",
        "assets/next-stop-map-1.js",
        "assets/maplibre-1.js",
        "assets/maplibre-worker-1.mjs",
        "assets/site-1.js",
        "assets/tour-editor-1.js",
        "assets/editor-1.js",
        "assets/manifest-abc123.js",
      ],
    );
    const files = loadCodeFiles(root);
    expect(files.map((file) => file.url)).toEqual([
      "/assets/app-1.css",
      "/assets/entry.client-1.js",
      "/assets/manifest-abc123.js",
      "/assets/maplibre-1.js",
      "/assets/maplibre-worker-1.mjs",
      "/assets/next-stop-map-1.js",
      "/assets/root-1.js",
      "/assets/site-1.js",
      "/assets/tour-1.css",
      "/assets/tour-1.js",
    ]);
    expect(files.every((file) => file.kind === "code" && file.bytes === 10)).toBe(true);
  });

  it("is empty without a client build", () => {
    expect(loadCodeFiles(fs.mkdtempSync(path.join(os.tmpdir(), "no-build-")))).toEqual([]);
  });
});
