import {
  RELOAD_INTERVAL_MS,
  parseLastReload,
  shouldReloadOnControllerChange,
} from './serviceWorkerReload';

const NOW = 1_800_000_000_000;
const MINUTE = 60 * 1000;

describe('parseLastReload', () => {
  it('reads a stored time', () => {
    expect(parseLastReload(String(NOW - MINUTE), NOW)).toBe(NOW - MINUTE);
    expect(parseLastReload('0', NOW)).toBe(0);
  });

  it.each([
    ['nothing stored', null],
    ['an empty string', ''],
    ['text', 'x'],
    ['a negative number', '-5'],
    ['a fraction', '1.5'],
    ['an exponent', '1e12'],
    ['JSON', '{"at":1}'],
    ['a very long number', '9'.repeat(20_000)],
    ['a time far in the future', String(NOW + RELOAD_INTERVAL_MS + 1)],
  ])('ignores %s', (_case, stored) => {
    expect(parseLastReload(stored, NOW)).toBeNull();
  });
});

describe('shouldReloadOnControllerChange', () => {
  it('does not reload when the first worker takes control of the page', () => {
    expect(
      shouldReloadOnControllerChange({ previouslyControlled: false, now: NOW, lastReloadAt: null }),
    ).toBe(false);
  });

  it('reloads once when a new version replaces the controlling one', () => {
    expect(
      shouldReloadOnControllerChange({ previouslyControlled: true, now: NOW, lastReloadAt: null }),
    ).toBe(true);
  });

  it('does not reload again within ten minutes', () => {
    for (const ago of [0, MINUTE, 9 * MINUTE, RELOAD_INTERVAL_MS - 1]) {
      expect(
        shouldReloadOnControllerChange({
          previouslyControlled: true,
          now: NOW,
          lastReloadAt: NOW - ago,
        }),
      ).toBe(false);
    }
  });

  it('reloads again once ten minutes have passed', () => {
    expect(
      shouldReloadOnControllerChange({
        previouslyControlled: true,
        now: NOW,
        lastReloadAt: NOW - RELOAD_INTERVAL_MS,
      }),
    ).toBe(true);
  });

  it('two versions served alternately reload a page once in any ten minutes', () => {
    // An update check every 20 s for an hour, each finding the other version.
    let lastReloadAt: number | null = null;
    const reloads: number[] = [];
    for (let now = NOW; now < NOW + 60 * MINUTE; now += 20_000) {
      const stored = lastReloadAt === null ? null : String(lastReloadAt);
      const decision = shouldReloadOnControllerChange({
        previouslyControlled: true,
        now,
        lastReloadAt: parseLastReload(stored, now),
      });
      if (decision) {
        lastReloadAt = now;
        reloads.push(now);
      }
    }
    expect(reloads).toHaveLength(6);
    for (let i = 1; i < reloads.length; i += 1) {
      expect(reloads[i] - reloads[i - 1]).toBeGreaterThanOrEqual(RELOAD_INTERVAL_MS);
    }
  });

  it('a clock set back a little does not allow a second reload', () => {
    expect(
      shouldReloadOnControllerChange({
        previouslyControlled: true,
        now: NOW,
        lastReloadAt: parseLastReload(String(NOW + MINUTE), NOW),
      }),
    ).toBe(false);
  });
});
