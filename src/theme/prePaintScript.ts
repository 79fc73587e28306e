/**
 * The inline script that `_document` runs in `<head>` before the body is parsed, generated from
 * the one table of stored preferences (src/core/storedPreferences.ts): it carries that table as
 * JSON, and the source text of its validator (src/core/storedValue.ts) and of the applier
 * (./applyStoredPreferences.ts), so a value is checked before first paint by the very code the
 * providers use. Bad values are removed before MUI's provider reads them; the colour scheme,
 * direction, density and spacing show before first paint even if the page's JavaScript never
 * loads (docs/product-rules.md#preferences-before-first-paint).
 */
import {
  COLOR_SCHEME_ATTRIBUTE,
  DARK_COLOR_SCHEME,
  LIGHT_COLOR_SCHEME,
  MODE,
  STORED_PREFERENCES,
} from '@/core/storedPreferences';
import { validateStoredValue } from '@/core/storedValue';
import { applyStoredPreferences, type PrePaintTable } from './applyStoredPreferences';

export const PRE_PAINT_TABLE: PrePaintTable = {
  entries: STORED_PREFERENCES.filter((preference) => preference.store === 'localStorage').map(
    ({ key, rule, fallback, target }) => ({ key, rule, fallback, target: target ?? null }),
  ),
  mode: MODE.key,
  light: LIGHT_COLOR_SCHEME.key,
  dark: DARK_COLOR_SCHEME.key,
  attribute: COLOR_SCHEME_ATTRIBUTE,
};

/** JSON inside `<script>`: `<` escaped, so no value can close the element. */
function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export const PRE_PAINT_SCRIPT = `(${applyStoredPreferences.toString()})(${validateStoredValue.toString()},${inlineJson(PRE_PAINT_TABLE)},window);`;
