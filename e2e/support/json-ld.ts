/**
 * Reads a page's JSON-LD blocks and lists what each lacks of its schema.org type: the properties
 * search engines require or expect for an Organization, a TouristTrip and its itinerary, a
 * TouristAttraction (Place) and an ArchiveComponent (CreativeWork) with its citation.
 */
type Node = Record<string, unknown>;

const SCRIPT = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g;

/** Every JSON-LD block of the HTML, parsed; throws when one is not valid JSON. */
export function jsonLdBlocks(html: string): Node[] {
  return [...html.matchAll(SCRIPT)].map((match) => JSON.parse(match[1]!) as Node);
}

export function types(node: Node): string[] {
  const type = node["@type"];
  return Array.isArray(type) ? (type as string[]) : [String(type)];
}

const isUrl = (value: unknown) => typeof value === "string" && /^https?:\/\/\S+$/.test(value);
const isText = (value: unknown) => typeof value === "string" && value.trim() !== "";

function placeProblems(place: Node, where: string): string[] {
  const problems: string[] = [];
  if (!types(place).some((t) => ["TouristAttraction", "Place"].includes(t)))
    problems.push(`${where}: @type is not a Place`);
  if (!isText(place.name)) problems.push(`${where}: no name`);
  if (!isUrl(place.url)) problems.push(`${where}: no url`);
  if (!isText(place.address)) problems.push(`${where}: no address`);
  if (!isUrl(place.image)) problems.push(`${where}: no image`);
  const geo = place.geo as Node | undefined;
  if (geo?.["@type"] !== "GeoCoordinates") problems.push(`${where}: no GeoCoordinates`);
  else if (typeof geo.latitude !== "number" || Math.abs(geo.latitude) > 90)
    problems.push(`${where}: bad latitude`);
  else if (typeof geo.longitude !== "number" || Math.abs(geo.longitude) > 180)
    problems.push(`${where}: bad longitude`);
  return problems;
}

function tripProblems(trip: Node): string[] {
  const problems: string[] = [];
  for (const key of ["name", "description"]) if (!isText(trip[key])) problems.push(`no ${key}`);
  if (!isUrl(trip.url)) problems.push("no url");
  const list = trip.itinerary as Node | undefined;
  if (list?.["@type"] !== "ItemList") return [...problems, "itinerary is not an ItemList"];
  const items = (list.itemListElement ?? []) as Node[];
  if (items.length === 0) problems.push("empty itinerary");
  if (list.numberOfItems !== items.length) problems.push("numberOfItems differs from the items");
  items.forEach((item, i) => {
    if (item["@type"] !== "ListItem" || item.position !== i + 1)
      problems.push(`item ${i + 1}: not ListItem at position ${i + 1}`);
    problems.push(...placeProblems((item.item ?? {}) as Node, `item ${i + 1}`));
  });
  return problems;
}

function archiveProblems(record: Node): string[] {
  const problems: string[] = [];
  if (!types(record).includes("CreativeWork")) problems.push("not a CreativeWork");
  for (const key of ["name", "headline", "creditText", "dateModified"])
    if (!isText(record[key])) problems.push(`no ${key}`);
  if (!isUrl(record.url)) problems.push("no url");
  const creator = record.creator as Node | undefined;
  if (!isText(creator?.name)) problems.push("no creator");
  if (!isText((record.holdingArchive as Node | undefined)?.name))
    problems.push("no holdingArchive");
  if (Number.isNaN(Date.parse(String(record.dateModified)))) problems.push("bad dateModified");
  if (!String(record.creditText).includes(String(record.name)))
    problems.push("citation lacks name");
  return problems;
}

function organizationProblems(org: Node): string[] {
  return ["name", "url", "logo"].flatMap((key) =>
    (key === "name" ? isText(org[key]) : isUrl(org[key])) ? [] : [`no ${key}`],
  );
}

/** What the block lacks for its main type ([] when complete). */
export function jsonLdProblems(node: Node): string[] {
  const problems = node["@context"] === "https://schema.org" ? [] : ["@context is not schema.org"];
  const type = types(node);
  if (type.includes("TouristTrip")) return [...problems, ...tripProblems(node)];
  if (type.includes("ArchiveComponent")) return [...problems, ...archiveProblems(node)];
  if (type.includes("Organization")) return [...problems, ...organizationProblems(node)];
  if (type.includes("TouristAttraction")) return [...problems, ...placeProblems(node, "place")];
  return [...problems, `unexpected @type ${type.join(", ")}`];
}
