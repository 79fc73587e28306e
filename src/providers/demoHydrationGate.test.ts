/**
 * @jest-environment jsdom
 */
import type * as ReactModule from 'react';
import type * as Gate from './demoHydrationGate';

/** A fresh gate, as a page load has it; `onTransition` sees each startTransition it makes. */
function loadGate(onTransition?: () => void): typeof Gate {
  let gate: typeof Gate | undefined;
  jest.isolateModules(() => {
    if (onTransition) {
      const react = jest.requireActual<typeof ReactModule>('react');
      const startTransition = react.startTransition;
      jest.spyOn(react, 'startTransition').mockImplementation((scope) => {
        onTransition();
        startTransition(scope);
      });
    }
    gate = jest.requireActual<typeof Gate>('./demoHydrationGate');
  });
  if (gate === undefined) throw new Error('the gate module did not load');
  return gate;
}

/** The server's HTML of a page with `count` demos. */
function serverDemos(gate: typeof Gate, count: number): void {
  document.body.innerHTML = Array.from(
    { length: count },
    (_, index) => `<section ${gate.DEMO_ATTRIBUTE}="" aria-label="Demo ${index}"></section>`,
  ).join('');
}

describe('afterDemosHydrate', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('runs at once on a page without demos', () => {
    const gate = loadGate();
    serverDemos(gate, 0);
    const run = jest.fn();
    gate.afterDemosHydrate(run);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits until every demo of the server’s HTML has reported, then runs each waiting restore once', () => {
    const gate = loadGate();
    serverDemos(gate, 2);
    const first = jest.fn();
    const second = jest.fn();
    gate.afterDemosHydrate(first);
    gate.afterDemosHydrate(second);
    gate.noteDemoHydrated();
    expect(first).not.toHaveBeenCalled();
    gate.noteDemoHydrated();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);

    // Open for the rest of the visit: a page reached in the app renders its demos in the browser.
    serverDemos(gate, 5);
    const later = jest.fn();
    gate.afterDemosHydrate(later);
    expect(later).toHaveBeenCalledTimes(1);
    gate.noteDemoHydrated();
    expect(first).toHaveBeenCalledTimes(1);
  });

  it('runs at once when the demos hydrated before it was asked', () => {
    const gate = loadGate();
    serverDemos(gate, 1);
    gate.noteDemoHydrated();
    const run = jest.fn();
    gate.afterDemosHydrate(run);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs each restore in a transition, waiting or not', () => {
    const events: string[] = [];
    const gate = loadGate(() => events.push('transition'));
    serverDemos(gate, 1);
    gate.afterDemosHydrate(() => events.push('waiting restore'));
    gate.noteDemoHydrated();
    gate.afterDemosHydrate(() => events.push('later restore'));
    expect(events).toEqual(['transition', 'waiting restore', 'transition', 'later restore']);
  });

  it('does not run a cancelled restore (an unmounted provider)', () => {
    const gate = loadGate();
    serverDemos(gate, 1);
    const run = jest.fn();
    const cancel = gate.afterDemosHydrate(run);
    cancel();
    gate.noteDemoHydrated();
    expect(run).not.toHaveBeenCalled();
  });

  it('runs after the timeout when a demo never reports (its code failed to load)', () => {
    jest.useFakeTimers();
    const gate = loadGate();
    serverDemos(gate, 2);
    const run = jest.fn();
    gate.afterDemosHydrate(run);
    gate.noteDemoHydrated();
    jest.advanceTimersByTime(gate.DEMO_HYDRATION_TIMEOUT_MS - 1);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    gate.noteDemoHydrated();
    expect(run).toHaveBeenCalledTimes(1);
  });
});
