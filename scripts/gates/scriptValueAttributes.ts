/**
 * Attribute values that only a script's mistake writes: `width="NaN"` from a number parsed out of a
 * CSS string, `aria-label="undefined"`, `title="[object Object]"`. html-validate accepts them (they
 * are valid text), and a browser draws nothing or reads nonsense aloud. `null` is left alone: the
 * product meta tags carry it by contract (docs/product-rules.md#areas-and-urls, `mui:productId`). Build-time only.
 */
import { scanHtml } from './htmlScan';

const SCRIPT_VALUES = new Set(['NaN', 'undefined', '[object Object]', 'Infinity', '-Infinity']);

export interface ScriptValueAttribute {
  tag: string;
  attribute: string;
  value: string;
}

/** Every start tag's attribute whose whole value is one of those, in document order. */
export function scriptValueAttributes(html: string): ScriptValueAttribute[] {
  const found: ScriptValueAttribute[] = [];
  scanHtml(html, {
    tag: ({ name, attributes }) => {
      for (const [attribute, value] of attributes) {
        if (SCRIPT_VALUES.has(value.trim())) {
          found.push({ tag: name, attribute, value });
        }
      }
    },
  });
  return found;
}
