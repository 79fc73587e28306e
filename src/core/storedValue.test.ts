import fc from 'fast-check';
import { STORED_PREFERENCES, type StoredPreference } from './storedPreferences';
import { validateStoredValue } from './storedValue';
import { STORED_VALUE_CASES } from './storedValue.cases';

function preference(key: string): StoredPreference {
  const found = STORED_PREFERENCES.find((candidate) => candidate.key === key);
  if (found === undefined) {
    throw new Error(`No stored preference ${key} in src/core/storedPreferences.ts`);
  }
  return found;
}

describe('validateStoredValue', () => {
  it.each(STORED_VALUE_CASES.map((c) => [c.key, c.raw?.slice(0, 40) ?? null, c] as const))(
    '%s = %j',
    (_key, _shown, { key, raw, valid }) => {
      expect(validateStoredValue(preference(key).rule, raw)).toBe(valid);
    },
  );

  it('never throws, and what it returns it accepts again unchanged', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...STORED_PREFERENCES),
        fc.oneof(fc.string(), fc.json(), fc.constant(null)),
        ({ rule }, raw) => {
          const valid = validateStoredValue(rule, raw);
          if (valid !== null) {
            expect(validateStoredValue(rule, valid)).toBe(valid);
          }
        },
      ),
    );
  });

  it('does not pollute prototypes', () => {
    for (const { rule } of STORED_PREFERENCES) {
      validateStoredValue(rule, '{"__proto__":{"polluted":1}}');
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
