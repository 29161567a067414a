/** Meta tags of a landing page that found nothing: the usual tags, kept out of search engines. */
import type { MetaDescriptor } from "react-router";
import { type PageSeo, type RootData, seo } from "../../lib/seo";

export function notFoundMeta({ baseUrl, siteName }: RootData, page: PageSeo): MetaDescriptor[] {
  return seo(baseUrl, siteName, { ...page, noindex: true });
}
