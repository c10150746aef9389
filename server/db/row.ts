// Typed readers for node:sqlite rows, which come back as loosely typed records.

export type Row = Record<string, unknown>;

export function text(row: Row, key: string): string {
  const value = row[key];
  if (typeof value !== 'string') throw new TypeError(`Column ${key} is not text.`);
  return value;
}

export function optionalText(row: Row, key: string): string | null {
  const value = row[key];
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') throw new TypeError(`Column ${key} is not text.`);
  return value;
}

export function integer(row: Row, key: string): number {
  const value = row[key];
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'bigint') return Number(value);
  throw new TypeError(`Column ${key} is not an integer.`);
}

export function optionalInteger(row: Row, key: string): number | null {
  const value = row[key];
  if (value === null || value === undefined) return null;
  return integer(row, key);
}
