/**
 * 'Save mine over theirs' after someone else saved the item meanwhile: a three-way merge of the
 * item's top-level fields. A field I changed since `base` (the version my draft started from)
 * keeps my value, even where they changed it too; every other field takes theirs, so their
 * changes to fields I never touched are not undone.
 */
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function mergeDrafts<D extends object>(base: D, mine: D, theirs: D): D {
  const merged = { ...theirs };
  for (const field of Object.keys(mine) as (keyof D)[]) {
    if (!same(mine[field], base[field])) merged[field] = mine[field];
  }
  return merged;
}
