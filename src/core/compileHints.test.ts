import { COMPILE_HINT, sourceMapAfterHint, withCompileHint } from './compileHints';

describe('withCompileHint', () => {
  it('puts the hint on a line of its own before the script', () => {
    expect(withCompileHint('(()=>{})();')).toBe(`${COMPILE_HINT}\n(()=>{})();`);
  });

  it('adds it once: a script that has it is unchanged', () => {
    const once = withCompileHint('a();\nb();');
    expect(withCompileHint(once)).toBe(once);
  });

  it('adds it to a script that only mentions the hint further down', () => {
    const source = `a();\n${COMPILE_HINT}\n`;
    expect(withCompileHint(source).startsWith(`${COMPILE_HINT}\na();`)).toBe(true);
  });

  it('uses the exact comment V8 looks for', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
  });
});

describe('sourceMapAfterHint', () => {
  it('starts the mappings with the added empty line', () => {
    const map = { version: 3, sources: ['a.ts'], names: [], mappings: 'AAAA;AACA' };
    expect(sourceMapAfterHint(map)).toEqual({ ...map, mappings: ';AAAA;AACA' });
  });

  it('moves each section of an index map one line down', () => {
    const map = {
      version: 3,
      sections: [
        { offset: { line: 0, column: 0 }, map: { mappings: 'AAAA' } },
        { offset: { line: 4, column: 12 }, map: { mappings: 'AAAA' } },
      ],
    };
    expect(sourceMapAfterHint(map).sections.map((section) => section.offset)).toEqual([
      { line: 1, column: 0 },
      { line: 5, column: 12 },
    ]);
    expect(sourceMapAfterHint(map).sections[0].map).toEqual({ mappings: 'AAAA' });
  });

  it('leaves a map without lines to move as it is', () => {
    const map = { version: 3, sources: [] };
    expect(sourceMapAfterHint(map)).toEqual(map);
  });
});
