import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ResponsiveImage } from "./responsive-image";
import type { PageImage } from "./page-image";
import { withImageSizing } from "./image-sizing.server";
import type { PublicApi } from "../../lib/public-api";

const photo: PageImage = {
  src: "/media/media/1-fort.jpg",
  sizing: { width: 2000, height: 1500, copies: true },
};
const sizes = "(min-width: 47rem) 45rem, calc(100vw - 2rem)";
const fallbackSize = { width: 1200, height: 800 };

describe("ResponsiveImage", () => {
  it("offers AVIF then WebP copies at every width, with sizes, around the original", () => {
    const html = renderToStaticMarkup(
      <ResponsiveImage image={photo} alt="The fort" sizes={sizes} fallbackSize={fallbackSize} />,
    );
    const srcset = (format: string) =>
      [320, 640, 960, 1440].map((w) => `/media/media/1-fort.jpg.w${w}.${format} ${w}w`).join(", ");
    expect(html).toBe(
      `<picture><source type="image/avif" srcSet="${srcset("avif")}" sizes="${sizes}"/>` +
        `<source type="image/webp" srcSet="${srcset("webp")}" sizes="${sizes}"/>` +
        `<img src="/media/media/1-fort.jpg" alt="The fort" width="2000" height="1500"/></picture>`,
    );
  });

  it("offers only the widest copy when asked (the lightbox)", () => {
    const html = renderToStaticMarkup(
      <ResponsiveImage image={photo} alt="" sizes="100vw" fallbackSize={fallbackSize} widest />,
    );
    expect(html).toContain(
      '<source type="image/avif" srcSet="/media/media/1-fort.jpg.w1440.avif"/>',
    );
    expect(html).toContain(
      '<source type="image/webp" srcSet="/media/media/1-fort.jpg.w1440.webp"/>',
    );
  });

  it("shows the original alone, with its size or the shape kept, when there are no copies", () => {
    const without = { ...photo, sizing: { width: 640, height: 480, copies: false } };
    expect(
      renderToStaticMarkup(
        <ResponsiveImage image={without} alt="" sizes={sizes} fallbackSize={fallbackSize} />,
      ),
    ).toBe(
      '<picture><img src="/media/media/1-fort.jpg" alt="" width="640" height="480"/></picture>',
    );
    expect(
      renderToStaticMarkup(
        <ResponsiveImage
          image={{ src: "https://example.org/a.jpg" }}
          alt=""
          sizes={sizes}
          fallbackSize={fallbackSize}
          loading="lazy"
        />,
      ),
    ).toBe(
      '<picture><img loading="lazy" src="https://example.org/a.jpg" alt="" width="1200" height="800"/></picture>',
    );
  });
});

describe("withImageSizing", () => {
  it("gives every uploaded image in the data its sizing, wherever it sits", async () => {
    const api = {
      imageSizing: async (src: string) =>
        src.endsWith("known.jpg") ? { width: 10, height: 5, copies: true } : undefined,
    } as unknown as PublicApi;
    const data = {
      tour: { images: [{ src: "/media/known.jpg", caption: "" }] },
      stops: [{ cover: { src: "/media/missing.jpg" }, other: { src: "https://x.org/known.jpg" } }],
    };
    await withImageSizing(api, data);
    expect(data.tour.images[0]).toEqual({
      src: "/media/known.jpg",
      caption: "",
      sizing: { width: 10, height: 5, copies: true },
    });
    expect(data.stops[0]).toEqual({
      cover: { src: "/media/missing.jpg" },
      other: { src: "https://x.org/known.jpg" },
    });
  });
});
