/**
 * Cleans the stored preferences and shows them on `<html>`: the body of the pre-paint script
 * (src/theme/prePaintScript.ts carries its source text), so no provider ever reads a value
 * outside its set.
 *
 * Every value outside its set is removed (or rewritten in its cleaned form) before anything else
 * reads it, MUI's CSS-variables providers included; then the colour scheme, direction, density
 * and spacing are applied. Like the validator, it is self-contained (its parameters and the
 * language's globals only, plain loops) and it never throws: storage may be disabled, full, or
 * hold anything.
 */
import type { PreferenceTarget } from '@/core/storedPreferences';
import type { StoredValueRule } from '@/core/storedValue';

/** The part of src/core/storedPreferences.ts the script needs, as plain JSON. */
export interface PrePaintTable {
  entries: {
    key: string;
    rule: StoredValueRule;
    fallback: string | null;
    target: PreferenceTarget | null;
  }[];
  /** Keys of the mode and of the colour scheme of each mode, and the attribute showing the scheme. */
  mode: string;
  light: string;
  dark: string;
  attribute: string;
}

type Validate = (rule: StoredValueRule, raw: unknown) => string | null;

export function applyStoredPreferences(
  validate: Validate,
  table: PrePaintTable,
  win: Window,
): void {
  const root = win.document.documentElement;
  let storage: Storage | null = null;
  try {
    storage = win.localStorage;
  } catch {
    storage = null;
  }
  const values: Record<string, string | null> = {};
  for (let index = 0; index < table.entries.length; index += 1) {
    const entry = table.entries[index];
    let raw: string | null = null;
    try {
      raw = storage ? storage.getItem(entry.key) : null;
    } catch {
      raw = null;
    }
    let valid: string | null = null;
    try {
      valid = validate(entry.rule, raw);
    } catch {
      valid = null;
    }
    if (storage && raw !== null && valid !== raw) {
      try {
        if (valid === null) {
          storage.removeItem(entry.key);
        } else {
          storage.setItem(entry.key, valid);
        }
      } catch {
        // Storage refused the write: the value is ignored below all the same.
      }
    }
    const value = valid === null ? entry.fallback : valid;
    values[entry.key] = value;
    const target = entry.target;
    if (target && value !== null) {
      if ('attribute' in target) {
        root.setAttribute(target.attribute, value);
      } else {
        root.style.setProperty(target.cssVariable, value + target.unit);
      }
    }
  }
  let systemDark = false;
  try {
    systemDark = win.matchMedia('(prefers-color-scheme: dark)').matches;
  } catch {
    systemDark = false;
  }
  const mode = values[table.mode];
  const resolved = mode === 'system' ? (systemDark ? 'dark' : 'light') : mode;
  const scheme = values[resolved === 'dark' ? table.dark : table.light];
  if (scheme) {
    root.setAttribute(table.attribute, scheme);
    root.style.colorScheme = scheme;
  }
}
