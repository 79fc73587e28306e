/**
 * One table of stored inputs and what must come of them, shared by the unit tests of the
 * validator and parsers (src/core/storedValue.test.ts) and by the test that runs the generated
 * pre-paint script in jsdom (src/theme/prePaintScript.test.ts): both must agree on every row.
 * Test data only; nothing in the site imports it.
 */

/** Values a visitor, an older version or another site could have left in storage. */
export const HOSTILE_VALUES: readonly string[] = [
  '',
  'x',
  '{not json',
  '{"__proto__":{"polluted":1}}',
  'x'.repeat(20_000),
  'null',
  '[]',
  ' dark',
  'DARK',
  '</script><script>alert(1)</script>',
];

export interface StoredValueCase {
  key: string;
  /** What is stored before the page loads (null: nothing). */
  raw: string | null;
  /** What the validator returns, and what stays stored after the pre-paint script (null: removed). */
  valid: string | null;
}

const accepted = (key: string, values: readonly string[]): StoredValueCase[] =>
  values.map((raw) => ({ key, raw, valid: raw }));

const refused = (key: string, values: readonly (string | null)[]): StoredValueCase[] =>
  values.map((raw) => ({ key, raw, valid: null }));

const ALL_KEYS = [
  'mui-mode',
  'mui-color-scheme-light',
  'mui-color-scheme-dark',
  'mui-direction',
  'mui-dense',
  'mui-spacing',
  'mui-palette-colors',
  'apiPage_props',
  'apiPage_slots',
  'apiPage_classes',
  'apiPage_css',
  'mui-recent-searches',
];

export const STORED_VALUE_CASES: readonly StoredValueCase[] = [
  ...accepted('mui-mode', ['light', 'dark', 'system']),
  ...accepted('mui-color-scheme-light', ['light', 'dark']),
  ...accepted('mui-color-scheme-dark', ['dark', 'light']),
  ...accepted('mui-direction', ['ltr', 'rtl']),
  ...accepted('mui-dense', ['true', 'false']),
  ...accepted('mui-spacing', ['0', '8', '12', '40']),
  ...refused('mui-spacing', ['41', '-1', '08', '1e1', '8.5', ' 8', '0x1', '99999999999999999999']),
  ...accepted('mui-palette-colors', [
    '{}',
    '{"primary":"#007FFF"}',
    '{"primary":"#f0a","secondary":"#123456"}',
  ]),
  {
    key: 'mui-palette-colors',
    raw: '{"primary":"red","secondary":"#000","extra":"#fff"}',
    valid: '{"secondary":"#000"}',
  },
  { key: 'mui-palette-colors', raw: '{"__proto__":{"primary":"#fff"}}', valid: '{}' },
  { key: 'mui-palette-colors', raw: '{"primary":"#fff\\n"}', valid: '{}' },
  ...refused('mui-palette-colors', ['[]', '"#fff"', '42']),
  ...accepted('apiPage_props', ['collapsed', 'expanded', 'table']),
  ...accepted('mui-recent-searches', ['[]', '["button","slider"]']),
  { key: 'mui-recent-searches', raw: '["a",1,null," ","a",{"q":"x"},"b"]', valid: '["a","b"]' },
  { key: 'mui-recent-searches', raw: JSON.stringify(['x'.repeat(201), 'ok']), valid: '["ok"]' },
  {
    key: 'mui-recent-searches',
    raw: JSON.stringify(['1', '2', '3', '4', '5', '6', '7']),
    valid: '["1","2","3","4","5"]',
  },
  ...refused('mui-recent-searches', ['{"0":"a"}', '"button"']),
  // Every key: nothing stored stays nothing, and every hostile value is refused or cleaned.
  ...ALL_KEYS.flatMap((key) => refused(key, [null])),
  ...ALL_KEYS.flatMap((key) =>
    HOSTILE_VALUES.map((raw): StoredValueCase => {
      if (key === 'mui-recent-searches' && raw === '[]') return { key, raw, valid: '[]' };
      // An object is a palette: its properties other than the two colours drop out.
      if (key === 'mui-palette-colors' && raw.startsWith('{"')) return { key, raw, valid: '{}' };
      return { key, raw, valid: null };
    }),
  ),
];
