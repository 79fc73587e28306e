import fc from 'fast-check';
import {
  DEFAULT_SPACING,
  DEFAULT_THEME_STATE,
  MAX_SPACING,
  MIN_SPACING,
  themeReducer,
  type ThemeAction,
  type ThemeState,
} from './themeState';

const stateArb: fc.Arbitrary<ThemeState> = fc.record({
  mode: fc.constantFrom('light', 'dark', 'system'),
  direction: fc.constantFrom('ltr', 'rtl'),
  dense: fc.boolean(),
  spacing: fc.integer({ min: MIN_SPACING, max: MAX_SPACING }),
  paletteColors: fc.record(
    { primary: fc.constantFrom('#007FFF', '#f00'), secondary: fc.constantFrom('#123456') },
    { requiredKeys: [] },
  ),
});

const actionArb: fc.Arbitrary<ThemeAction> = fc.oneof(
  fc.record({ type: fc.constant('SET_SPACING' as const), payload: fc.double() }),
  fc.constant({ type: 'INCREASE_SPACING' as const }),
  fc.constant({ type: 'DECREASE_SPACING' as const }),
  fc.record({ type: fc.constant('SET_DENSE' as const), payload: fc.boolean() }),
  fc.constant({ type: 'RESET_DENSITY' as const }),
  fc.constant({ type: 'RESET_COLORS' as const }),
  fc.record({
    type: fc.constant('CHANGE' as const),
    payload: fc.record(
      {
        mode: fc.constantFrom('light' as const, 'dark' as const, 'system' as const, undefined),
        direction: fc.constantFrom('ltr' as const, 'rtl' as const, undefined),
        paletteColors: fc.constantFrom({}, { primary: '#abc' }, undefined),
      },
      { requiredKeys: [] },
    ),
  }),
);

describe('DEFAULT_THEME_STATE', () => {
  it('follows the system, ltr, not dense, spacing 8, no colours', () => {
    expect(DEFAULT_SPACING).toBe(8);
    expect(DEFAULT_THEME_STATE).toEqual({
      mode: 'system',
      direction: 'ltr',
      dense: false,
      spacing: 8,
      paletteColors: {},
    });
  });
});

describe('themeReducer', () => {
  it('sets, increases and decreases spacing', () => {
    const set = themeReducer(DEFAULT_THEME_STATE, { type: 'SET_SPACING', payload: 12 });
    expect(set.spacing).toBe(12);
    expect(themeReducer(set, { type: 'INCREASE_SPACING' }).spacing).toBe(13);
    expect(themeReducer(set, { type: 'DECREASE_SPACING' }).spacing).toBe(11);
  });

  it('clamps spacing to integers 0–40 and ignores NaN', () => {
    const at = (spacing: number) => ({ ...DEFAULT_THEME_STATE, spacing });
    expect(themeReducer(at(40), { type: 'INCREASE_SPACING' }).spacing).toBe(40);
    expect(themeReducer(at(0), { type: 'DECREASE_SPACING' }).spacing).toBe(0);
    expect(themeReducer(at(8), { type: 'SET_SPACING', payload: 99 }).spacing).toBe(40);
    expect(themeReducer(at(8), { type: 'SET_SPACING', payload: -3 }).spacing).toBe(0);
    expect(themeReducer(at(8), { type: 'SET_SPACING', payload: 4.6 }).spacing).toBe(5);
    expect(themeReducer(at(8), { type: 'SET_SPACING', payload: Infinity }).spacing).toBe(40);
    const state = at(9);
    expect(themeReducer(state, { type: 'SET_SPACING', payload: Number.NaN })).toBe(state);
  });

  it('sets density and resets density', () => {
    const dense = themeReducer(DEFAULT_THEME_STATE, { type: 'SET_DENSE', payload: true });
    expect(dense.dense).toBe(true);
    const custom = { ...dense, spacing: 20, mode: 'dark' as const };
    expect(themeReducer(custom, { type: 'RESET_DENSITY' })).toEqual({
      ...custom,
      dense: false,
      spacing: 8,
    });
  });

  it('resets colours only', () => {
    const state = { ...DEFAULT_THEME_STATE, dense: true, paletteColors: { primary: '#f00' } };
    expect(themeReducer(state, { type: 'RESET_COLORS' })).toEqual({ ...state, paletteColors: {} });
  });

  it('changes only the parts given, keeping undefined ones', () => {
    const state: ThemeState = { ...DEFAULT_THEME_STATE, paletteColors: { primary: '#f00' } };
    expect(themeReducer(state, { type: 'CHANGE', payload: { mode: 'dark' } })).toEqual({
      ...state,
      mode: 'dark',
    });
    expect(
      themeReducer(state, {
        type: 'CHANGE',
        payload: { direction: 'rtl', mode: undefined, paletteColors: undefined },
      }),
    ).toEqual({ ...state, direction: 'rtl' });
    expect(
      themeReducer(state, { type: 'CHANGE', payload: { paletteColors: { secondary: '#000' } } })
        .paletteColors,
    ).toEqual({ secondary: '#000' });
  });

  it('returns the same state when a change or reset changes nothing', () => {
    const state: ThemeState = { ...DEFAULT_THEME_STATE, paletteColors: { primary: '#f00' } };
    // Restoring saved preferences equal to the current ones must not rebuild the theme.
    expect(
      themeReducer(state, {
        type: 'CHANGE',
        payload: { direction: 'ltr', mode: 'system', paletteColors: { primary: '#f00' } },
      }),
    ).toBe(state);
    const recoloured = themeReducer(state, {
      type: 'CHANGE',
      payload: { direction: 'rtl', paletteColors: { primary: '#f00' } },
    });
    expect(recoloured.paletteColors).toBe(state.paletteColors);
    expect(themeReducer(DEFAULT_THEME_STATE, { type: 'RESET_DENSITY' })).toBe(DEFAULT_THEME_STATE);
    expect(themeReducer(DEFAULT_THEME_STATE, { type: 'RESET_COLORS' })).toBe(DEFAULT_THEME_STATE);
  });

  it('throws on an unknown action', () => {
    expect(() =>
      themeReducer(DEFAULT_THEME_STATE, { type: 'TOGGLE' } as unknown as ThemeAction),
    ).toThrow(new Error('Unrecognized theme action: TOGGLE'));
  });

  it('keeps every state valid under any sequence of actions', () => {
    fc.assert(
      fc.property(stateArb, fc.array(actionArb, { maxLength: 30 }), (initial, actions) => {
        const before = structuredClone(initial);
        const final = actions.reduce(themeReducer, initial);
        expect(initial).toEqual(before);
        expect(Number.isInteger(final.spacing)).toBe(true);
        expect(final.spacing).toBeGreaterThanOrEqual(MIN_SPACING);
        expect(final.spacing).toBeLessThanOrEqual(MAX_SPACING);
        expect(['light', 'dark', 'system']).toContain(final.mode);
        expect(['ltr', 'rtl']).toContain(final.direction);
        expect(typeof final.dense).toBe('boolean');
        expect(final.paletteColors).toBeDefined();
      }),
    );
  });
});
