/** The record citation (SPEC §5): creator, title in quotes, product name, access date, address. */

export interface CitationParts {
  creator: string;
  title: string;
  /** The product name: the site's name. */
  siteName: string;
  /** Absolute address of the record page. */
  url: string;
}

/** One formatter per time zone: making one costs more than a page's render of its stops. */
const accessDateFormats = new Map<string | undefined, Intl.DateTimeFormat>();

/** Long-format date, e.g. "November 21, 2026". */
export function formatAccessDate(date: Date, timeZone?: string): string {
  let format = accessDateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      month: "long",
      day: "numeric",
      year: "numeric",
      timeZone,
    });
    accessDateFormats.set(timeZone, format);
  }
  return format.format(date);
}

/**
 * E.g. `Nashville Sites Foundation. "Fort Negley." Nashville Sites, accessed November 21, 2026,
 * https://example.org/records/fort-negley.` A missing creator is left out.
 */
export function buildCitation(parts: CitationParts, accessed: Date, timeZone?: string): string {
  const creator = parts.creator.trim();
  const lead = creator ? `${endSentence(creator)} ` : "";
  const title = `"${endSentence(parts.title.trim())}"`;
  return `${lead}${title} ${parts.siteName.trim()}, accessed ${formatAccessDate(accessed, timeZone)}, ${parts.url}.`;
}

/** Adds a full stop unless the text already ends with one (or with ? or !). */
function endSentence(text: string): string {
  return /[.?!]$/.test(text) ? text : `${text}.`;
}
