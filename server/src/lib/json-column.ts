/** JSON kept in text columns, identical on SQLite and PostgreSQL. */
export const toJson = (value: unknown): string => JSON.stringify(value);

export function fromJson<T>(text: string): T {
  return JSON.parse(text) as T;
}

export const nowIso = (): string => new Date().toISOString();
