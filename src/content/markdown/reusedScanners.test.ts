import type { PatternScanner, RegexEngine } from 'shiki';
import { createOnigurumaEngine } from 'shiki';
import { reusingScanners } from './reusedScanners';

/** An engine that records what it compiles and disposes, matching nothing. */
function recordingEngine() {
  const compiled: string[][] = [];
  const disposed: string[][] = [];
  const engine: RegexEngine = {
    createString: (text) => ({ content: text }),
    createScanner(patterns) {
      const sources = patterns.map(String);
      compiled.push(sources);
      const scanner: PatternScanner = {
        findNextMatchSync: () => null,
        dispose: () => {
          disposed.push(sources);
        },
      };
      return scanner;
    },
  };
  return { engine, compiled, disposed };
}

describe('reusingScanners', () => {
  it('compiles a list of patterns once and hands the same scanner out again', () => {
    const { engine, compiled } = recordingEngine();
    const reusing = reusingScanners(engine, 10);
    reusing.createScanner(['a', 'b']);
    reusing.createScanner(['a', 'c']);
    reusing.createScanner(['a', 'b']);
    expect(compiled).toEqual([
      ['a', 'b'],
      ['a', 'c'],
    ]);
    expect(reusing.counts()).toEqual({ compiled: 2, reused: 1 });
  });

  it('tells lists apart that join to the same text', () => {
    const { engine, compiled } = recordingEngine();
    const reusing = reusingScanners(engine, 10);
    reusing.createScanner(['ab']);
    reusing.createScanner(['a', 'b']);
    expect(compiled).toHaveLength(2);
  });

  it('keeps a scanner the grammar disposes of, and disposes of the least recently used', () => {
    const { engine, compiled, disposed } = recordingEngine();
    const reusing = reusingScanners(engine, 2);
    reusing.createScanner(['1']).dispose?.();
    expect(disposed).toEqual([]);
    reusing.createScanner(['2']);
    reusing.createScanner(['1']); // used again: '2' is now the oldest
    reusing.createScanner(['3']);
    expect(disposed).toEqual([['2']]);
    reusing.createScanner(['1']);
    expect(compiled).toEqual([['1'], ['2'], ['3']]);
  });

  it('finds what the engine it wraps finds', async () => {
    const onig = await createOnigurumaEngine(import('shiki/wasm'));
    const reusing = reusingScanners(onig, 4);
    const text = 'let x = 42;';
    for (const patterns of [['\\d+'], ['[a-z]+'], ['\\d+']]) {
      const direct = onig.createScanner(patterns).findNextMatchSync(text, 0, 0);
      const reused = reusing.createScanner(patterns).findNextMatchSync(text, 0, 0);
      expect(reused).toEqual(direct);
      expect(reused).not.toBeNull();
    }
    expect(reusing.counts()).toEqual({ compiled: 2, reused: 1 });
  });
});
