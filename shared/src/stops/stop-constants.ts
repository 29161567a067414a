/** Stop constants without schema code, so the browser can use them too. */

/** Words of a tour's own addresses (/tours/{tour}/outro, /tours/{tour}/v/…): never stop slugs. */
export const RESERVED_STOP_SLUGS: readonly string[] = ["outro", "v"];
