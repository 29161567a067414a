/** The known keywords as suggestions: trimmed, without empty ones or repeats, sorted (SPEC §5). */
export function keywordOptions(keywords: string[]): string[] {
  return [...new Set(keywords.map((k) => k.trim()).filter(Boolean))].sort((a, b) =>
    a.localeCompare(b, "en", { sensitivity: "base" }),
  );
}
