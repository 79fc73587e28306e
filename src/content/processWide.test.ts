import { RecentMap } from './processWide';
import type * as ProcessWideModule from './processWide';

describe('processWide', () => {
  it('hands a reloaded module the state the first evaluation made, once', () => {
    let made = 0;
    const load = () => {
      let exported: { state: object } | undefined;
      jest.isolateModules(() => {
        // A fresh evaluation of the module each time, as next dev does after an edit.
        const { processWide } = jest.requireActual<typeof ProcessWideModule>('./processWide');
        exported = { state: processWide('test.reload', () => ({ made: (made += 1) })) };
      });
      return exported?.state;
    };
    const first = load();
    expect(load()).toBe(first);
    expect(made).toBe(1);
  });
});

describe('RecentMap', () => {
  it('forgets the least recently used entry beyond its limit', () => {
    const map = new RecentMap<number>(2);
    map.set('a', 1);
    map.set('b', 2);
    expect(map.get('a')).toBe(1);
    map.set('c', 3);
    expect(map.get('b')).toBeUndefined();
    expect(map.get('a')).toBe(1);
    expect(map.get('c')).toBe(3);
    map.delete('c');
    expect(map.size).toBe(1);
  });
});
