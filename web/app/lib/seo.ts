/** Title, description, canonical URL and sharing tags for a page (SPEC: link previews, QR scans). */
import type { MetaDescriptor } from "react-router";

/** An image for link previews, with the size and text that previews show. */
export interface ShareImage {
  /** Site-relative or absolute address. */
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface PageSeo {
  /** The specific name first (tour, stop, record); the site name is added when it fits. */
  title: string;
  /** Where the page sits, between its name and the site name (e.g. the tour of a stop). */
  context?: string;
  description: string;
  /** Path of the page, e.g. "/records/fort-negley" (no query string). */
  path: string;
  /** The page this one duplicates (a virtual stop names its in-person stop). */
  canonicalPath?: string;
  /** `article` for one item's page (a stop, a record), `website` otherwise. */
  type?: "website" | "article";
  /** The site's share image otherwise. */
  image?: ShareImage;
  /** Kept out of search engines (outros, landing pages, pages that found nothing). */
  noindex?: boolean;
  /** schema.org descriptions of what the page shows, each its own JSON-LD block. */
  structuredData?: object[];
}

/** Search results cut titles at about 60 characters. */
export const MAX_TITLE_LENGTH = 60;

export function shareImageOfSite(siteName: string): ShareImage {
  return {
    src: "/brand/share.png",
    alt: `${siteName}: Our story, your tour! Free self-guided walking and driving tours of Nashville`,
    width: 1200,
    height: 630,
  };
}

/**
 * "Name · context · site", dropping the site name, then the context, when the title would pass
 * 60 characters; a name that is longer on its own is cut at a word.
 */
export function pageTitle(parts: readonly string[]): string {
  const unique = parts.filter((part, i) => part && parts.indexOf(part) === i);
  for (let count = unique.length; count > 0; count--) {
    const title = unique.slice(0, count).join(" · ");
    if (title.length <= MAX_TITLE_LENGTH) return title;
  }
  const name = unique[0] ?? "";
  return `${name.slice(0, MAX_TITLE_LENGTH - 1).replace(/\s+\S*$/, "")}…`;
}

export function seo(baseUrl: string, siteName: string, page: PageSeo): MetaDescriptor[] {
  const url = `${baseUrl}${page.canonicalPath ?? page.path}`;
  const image = page.image ?? shareImageOfSite(siteName);
  const imageUrl = absolute(baseUrl, image.src);
  const isHome = page.path === "/";
  const title = pageTitle(isHome ? [page.title] : [page.title, page.context ?? "", siteName]);
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    ...(page.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: image.alt },
    ...(page.structuredData ?? []).map((data) => ({ "script:ld+json": data })),
  ];
}

export function absolute(baseUrl: string, address: string): string {
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
