import { describe, expect, it } from "vitest";
import { type ClientAssets, shellFiles } from "./shell";

const assets: ClientAssets = {
  url: "/assets/manifest-1.js",
  version: "1",
  entry: { module: "/assets/entry.client-a.js", imports: ["/assets/react-dom-b.js"] },
  routes: {
    root: { module: "/assets/root-c.js", imports: ["/assets/site-d.js"], css: [] },
    "routes/offline": { module: "/assets/offline-e.js", css: ["/assets/offline-f.css"] },
    "routes/home": { module: "/assets/home-g.js", css: ["/assets/home-h.css"] },
  },
};

describe("shellFiles", () => {
  it("lists the entry, the given routes with their imports and styles, and linked stylesheets", () => {
    const sources: Record<string, string> = {
      "/assets/root-c.js": "var T=`/assets/app-i.css`,E=1;",
      "/assets/manifest-1.js": "css:[`/assets/home-h.css`]",
    };
    expect(shellFiles(assets, ["root", "routes/offline"], (url) => sources[url] ?? "")).toEqual([
      "/assets/app-i.css",
      "/assets/entry.client-a.js",
      "/assets/manifest-1.js",
      "/assets/offline-e.js",
      "/assets/offline-f.css",
      "/assets/react-dom-b.js",
      "/assets/root-c.js",
      "/assets/site-d.js",
    ]);
  });

  it("fails the build when the offline route is missing", () => {
    expect(() => shellFiles(assets, ["routes/nope"], () => "")).toThrow(/routes\/nope/);
  });
});
