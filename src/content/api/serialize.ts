/** Byte-stable JSON: object keys sorted, two-space indent, trailing newline. */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function sortKeys(value: unknown): Json {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object') {
    const sorted: { [key: string]: Json } = {};
    for (const key of Object.keys(value).sort()) {
      const child: unknown = (value as Record<string, unknown>)[key];
      if (child !== undefined) sorted[key] = sortKeys(child);
    }
    return sorted;
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return value;
  }
  return null;
}

export function stableStringify(value: unknown): string {
  return `${JSON.stringify(sortKeys(value), null, 2)}\n`;
}
