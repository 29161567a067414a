/**
 * What a style's expressions can evaluate to, read from the expressions themselves: the sprite
 * images its layers' `icon-image` can name, and the one value an expression takes for a feature
 * whose properties are known (a POI kind's label colour). Only the expression forms the Protomaps
 * basemap uses are read; any other throws, so a new style version cannot slip past unnoticed.
 */

export interface StyleLayer {
  id: string;
  filter?: unknown;
  layout?: Record<string, unknown>;
  paint?: Record<string, unknown>;
}

/** The values a feature property can take on a layer, e.g. kind → the POI kinds it draws. */
type Known = Record<string, readonly string[]>;

const isGet = (value: unknown): value is ["get", string] =>
  Array.isArray(value) && value[0] === "get" && typeof value[1] === "string";

/** The values the layer's filter allows: `["in", ["get", p], ["literal", [...]]]` and lengths. */
function knownFromFilter(filter: unknown, known: Record<string, string[]> = {}): Known {
  if (!Array.isArray(filter)) return known;
  const [op, left, right] = filter;
  if (op === "in" && isGet(left) && Array.isArray(right) && right[0] === "literal") {
    known[left[1]] = (right[1] as unknown[]).map(String);
  } else if (op === "<=" && Array.isArray(left) && left[0] === "length" && isGet(left[1])) {
    // The length of a property drawn as text: an empty one draws nothing.
    known[`length:${left[1][1]}`] = Array.from({ length: Number(right) }, (_, i) => `${i + 1}`);
  } else {
    for (const part of filter) knownFromFilter(part, known);
  }
  return known;
}

/** Whether `condition` holds, when the property it reads has a single known value. */
function holds(condition: unknown, known: Known): boolean | undefined {
  if (!Array.isArray(condition) || condition[0] !== "in" || !isGet(condition[1])) return undefined;
  const values = known[condition[1][1]];
  const list = (condition[2] as [string, unknown[]])[1];
  return values?.length === 1 ? list.includes(values[0]) : undefined;
}

/** Every value `expression` can take. */
export function possibleValues(expression: unknown, known: Known): string[] {
  if (typeof expression === "string" || typeof expression === "number") return [`${expression}`];
  if (!Array.isArray(expression)) throw new Error(`Unread expression ${String(expression)}`);
  const [op, ...args] = expression;
  const union = (parts: unknown[], narrowed = known) => [
    ...new Set(parts.flatMap((part) => possibleValues(part, narrowed))),
  ];
  switch (op) {
    case "get": {
      const values = known[args[0] as string];
      if (!values) throw new Error(`No known values for ${String(args[0])}`);
      return [...values];
    }
    case "length":
      if (!isGet(args[0])) break;
      return possibleValues(["get", `length:${args[0][1]}`], known);
    case "concat": {
      const parts = args.map((part) => possibleValues(part, known));
      return parts.reduce<string[]>(
        (heads, tails) => heads.flatMap((h) => tails.map((t) => h + t)),
        [""],
      );
    }
    case "step":
      return union(args.filter((_, i) => i % 2 === 1));
    case "case": {
      const outputs: unknown[] = [];
      for (let i = 0; i < args.length - 1; i += 2) {
        const met = holds(args[i], known);
        if (met === true) return union([...outputs, args[i + 1]]);
        if (met === undefined) outputs.push(args[i + 1]);
      }
      return union([...outputs, args.at(-1)]);
    }
    case "match": {
      const [input, ...rest] = args;
      const labels = rest.filter((_, i) => i % 2 === 0 && i < rest.length - 1).map(String);
      const outputs = rest.filter((_, i) => i % 2 === 1);
      const values = isGet(input) ? known[input[1]] : undefined;
      if (!isGet(input) || !values) return union([...outputs, rest.at(-1)]);
      const matched = outputs.filter((_, i) => values.includes(labels[i] ?? ""));
      const unmatched = values.filter((value) => !labels.includes(value));
      const fallback = unmatched.length > 0 ? [rest.at(-1)] : [];
      return [
        ...new Set([...union(matched), ...union(fallback, { ...known, [input[1]]: unmatched })]),
      ];
    }
  }
  throw new Error(`Unread expression ${JSON.stringify(expression)}`);
}

/** The values of one of the layer's expressions, `known` narrowing its filter's (one POI kind). */
export function layerValues(layer: StyleLayer, expression: unknown, known: Known = {}): string[] {
  return possibleValues(expression, { ...knownFromFilter(layer.filter), ...known });
}

/** The layer's `icon-image` values; "" (no icon) left out. */
export function layerIconNames(layer: StyleLayer, known: Known = {}): string[] {
  const image = layer.layout?.["icon-image"];
  return image === undefined ? [] : layerValues(layer, image, known).filter(Boolean);
}

/** The layer's filter's values for `property`, e.g. the kinds the POI layer draws. */
export function filterValues(layer: StyleLayer, property: string): readonly string[] {
  return knownFromFilter(layer.filter)[property] ?? [];
}

/** Every sprite image the style's layers can ask for, sorted. */
export function styleIconNames(layers: readonly StyleLayer[]): string[] {
  return [...new Set(layers.flatMap((layer) => layerIconNames(layer)))].sort();
}
