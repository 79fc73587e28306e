import {
  RELOADS_ALLOWED,
  RELOAD_WINDOW_MS,
  formatDemoReloads,
  nextDemoReload,
  parseDemoReloads,
  type DemoReloads,
} from './devDemoReload';

const NOW = 1_800_000_000_000;
const PAGE = '/material-ui/react-chip/';

describe('parseDemoReloads', () => {
  it('reads what formatDemoReloads wrote', () => {
    const reloads: DemoReloads = { path: PAGE, count: 2, since: NOW - 1000 };
    expect(parseDemoReloads(formatDemoReloads(reloads))).toEqual(reloads);
  });

  it.each([
    ['nothing stored', null],
    ['an empty string', ''],
    ['a count alone', '2'],
    ['a path that is not one', `1 ${NOW} material-ui`],
    ['a path with a space', `1 ${NOW} /a b/`],
    ['a negative count', `-1 ${NOW} ${PAGE}`],
    ['a fractional time', `1 ${NOW}.5 ${PAGE}`],
    ['JSON', JSON.stringify({ path: PAGE, count: 1, since: NOW })],
    ['a very long number', `1 ${'9'.repeat(20_000)} ${PAGE}`],
  ])('ignores %s', (_case, stored) => {
    expect(parseDemoReloads(stored)).toBeNull();
  });
});

describe('nextDemoReload', () => {
  it('allows the first reload of a page', () => {
    expect(nextDemoReload(null, PAGE, NOW)).toEqual({ path: PAGE, count: 1, since: NOW });
  });

  it(`allows ${RELOADS_ALLOWED} reloads of a page within the window, then none`, () => {
    let reloads: DemoReloads | null = null;
    for (let reload = 1; reload <= RELOADS_ALLOWED; reload += 1) {
      reloads = nextDemoReload(reloads, PAGE, NOW + reload * 2000);
      expect(reloads).toEqual({ path: PAGE, count: reload, since: NOW + 2000 });
    }
    expect(nextDemoReload(reloads, PAGE, NOW + 10_000)).toBeNull();
  });

  it('starts counting again for another page', () => {
    const spent: DemoReloads = { path: PAGE, count: RELOADS_ALLOWED, since: NOW };
    expect(nextDemoReload(spent, '/material-ui/react-badge/', NOW + 1000)).toEqual({
      path: '/material-ui/react-badge/',
      count: 1,
      since: NOW + 1000,
    });
  });

  it('starts counting again once the window has passed', () => {
    const spent: DemoReloads = { path: PAGE, count: RELOADS_ALLOWED, since: NOW };
    expect(nextDemoReload(spent, PAGE, NOW + RELOAD_WINDOW_MS)).toEqual({
      path: PAGE,
      count: 1,
      since: NOW + RELOAD_WINDOW_MS,
    });
  });

  it('starts counting again when the clock was set back', () => {
    const spent: DemoReloads = { path: PAGE, count: RELOADS_ALLOWED, since: NOW };
    expect(nextDemoReload(spent, PAGE, NOW - 1000)).toEqual({
      path: PAGE,
      count: 1,
      since: NOW - 1000,
    });
  });
});
