/**
 * The one validator of every stored preference (docs/product-rules.md#preferences-and-storage-keys: a stored value
 * outside its set is ignored, the default applies, nothing throws). The rules are plain data, so
 * the pre-paint script can carry them as JSON, and `validateStoredValue` is self-contained, so the
 * pre-paint script can carry its source text (src/theme/prePaintScript.ts): the browser checks a
 * value before first paint with exactly the code the providers use after hydration.
 */

/** What a stored value may be. Plain JSON data: no functions, no RegExp objects. */
export type StoredValueRule =
  /** Exactly one of `values`. */
  | { readonly kind: 'oneOf'; readonly values: readonly string[] }
  /** A decimal integer without sign or leading zeros, from `min` to `max`. */
  | { readonly kind: 'integer'; readonly min: number; readonly max: number }
  /**
   * A JSON object; of its own properties only those named in `names` whose value is a string
   * matching `pattern` are kept (the others drop out one by one).
   */
  | { readonly kind: 'stringMap'; readonly names: readonly string[]; readonly pattern: string }
  /**
   * A JSON array; only its strings that are not blank and at most `maxLength` long are kept,
   * without repeats, at most `maxItems` of them.
   */
  | { readonly kind: 'stringList'; readonly maxItems: number; readonly maxLength: number };

/**
 * The stored text in its canonical form when `rule` accepts it, else null (nothing stored, or a
 * value outside its set). JSON values come back re-serialised with what was kept, so a caller
 * can tell a cleaned value from the original by comparing the two strings.
 *
 * Keep it self-contained: it may use its parameters and the language's globals (JSON, Number,
 * Array, Object, RegExp) only — no imports, no other function of this module — and plain loops
 * instead of syntax a compiler would turn into helper calls. The pre-paint script runs its source
 * text on its own, and src/theme/prePaintScript.test.ts checks it in a window of its own.
 */
export function validateStoredValue(rule: StoredValueRule, raw: unknown): string | null {
  if (typeof raw !== 'string') {
    return null;
  }
  if (rule.kind === 'oneOf') {
    return rule.values.indexOf(raw) === -1 ? null : raw;
  }
  if (rule.kind === 'integer') {
    if (raw.length > 15 || !/^(?:0|[1-9][0-9]*)$/.test(raw)) {
      return null;
    }
    const value = Number(raw);
    return value >= rule.min && value <= rule.max ? raw : null;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (rule.kind === 'stringMap') {
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return null;
    }
    const pattern = new RegExp(rule.pattern);
    const kept: Record<string, string> = {};
    for (let index = 0; index < rule.names.length; index += 1) {
      const name = rule.names[index];
      const value: unknown = Object.prototype.hasOwnProperty.call(parsed, name)
        ? (parsed as Record<string, unknown>)[name]
        : undefined;
      if (typeof value === 'string' && pattern.test(value)) {
        kept[name] = value;
      }
    }
    return JSON.stringify(kept);
  }
  if (!Array.isArray(parsed)) {
    return null;
  }
  const list: string[] = [];
  for (let index = 0; index < parsed.length && list.length < rule.maxItems; index += 1) {
    const item: unknown = parsed[index];
    if (
      typeof item === 'string' &&
      item.length <= rule.maxLength &&
      item.trim() !== '' &&
      list.indexOf(item) === -1
    ) {
      list.push(item);
    }
  }
  return JSON.stringify(list);
}
