import { API_DISPLAY } from '@/core/storedPreferences';
import { validateStoredValue } from '@/core/storedValue';
import { lighthouseTargets, savedApiLayout } from './lighthouseTargets';

const PAGES = { home: '/', guide: '/g/', component: '/c/', api: '/a/' };

describe('lighthouseTargets', () => {
  it('saves one layout in every API section, under the keys the site reads', () => {
    const saved = savedApiLayout('table');
    expect(Object.keys(saved).sort()).toEqual(
      Object.values(API_DISPLAY)
        .map((preference) => preference.key)
        .sort(),
    );
    for (const preference of Object.values(API_DISPLAY)) {
      expect(validateStoredValue(preference.rule, saved[preference.key])).toBe('table');
    }
  });

  it('measures the API page in each of its three layouts and the other pages as first visits', () => {
    const targets = lighthouseTargets(PAGES);
    expect(targets.filter((target) => target.saved === undefined).map((t) => t.page)).toEqual([
      '/',
      '/g/',
      '/c/',
    ]);
    const api = targets.filter((target) => target.page === '/a/');
    expect(api.map((target) => target.label)).toEqual([
      'Lighthouse api, collapsed layout',
      'Lighthouse api, expanded layout',
      'Lighthouse api, table layout',
    ]);
    expect(new Set(api.map((target) => Object.values(target.saved ?? {})[0]))).toEqual(
      new Set(['collapsed', 'expanded', 'table']),
    );
  });
});
