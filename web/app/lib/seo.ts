/** Title, description, canonical URL and sharing tags for a page (SPEC: link previews, QR scans). */
import type { MetaDescriptor } from "react-router";

export interface PageSeo {
  title: string;
  description: string;
  /** Path of the page, e.g. "/records/fort-negley" (no query string). */
  path: string;
  /** Site-relative or absolute image address; the site's default image otherwise. */
  image?: string;
}

const DEFAULT_IMAGE = "/brand/share.png";

export function seo(baseUrl: string, siteName: string, page: PageSeo): MetaDescriptor[] {
  const url = `${baseUrl}${page.path}`;
  const image = absolute(baseUrl, page.image ?? DEFAULT_IMAGE);
  const title = page.path === "/" ? page.title : `${page.title} · ${siteName}`;
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
  ];
}

function absolute(baseUrl: string, address: string): string {
  return /^https?:\/\//.test(address)
    ? address
    : `${baseUrl}${address.startsWith("/") ? "" : "/"}${address}`;
}

/** The root loader's data, which every page's meta function can read through `matches`. */
export interface RootData {
  baseUrl: string;
  siteName: string;
}

export function rootData(
  matches: readonly ({ id: string; data?: unknown } | undefined)[],
): RootData {
  const root = matches.find((m) => m?.id === "root")?.data as RootData | undefined;
  return root ?? { baseUrl: "", siteName: "Nashville Sites" };
}
