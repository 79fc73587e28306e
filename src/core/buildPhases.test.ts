import {
  compiledSeconds,
  exportStepTiming,
  generatorsFor,
  nextPhases,
  parseNextDuration,
  phaseTable,
} from './buildPhases';

describe('generatorsFor', () => {
  it('runs every generator for the site itself', () => {
    const every = ['routes', 'api', 'playground', 'demos', 'fonts', 'translations', 'icons'];
    expect(generatorsFor(undefined)).toEqual(every);
    expect(generatorsFor('')).toEqual(every);
  });

  it('leaves the API data out of a build over another content folder, not the translations', () => {
    expect(generatorsFor('/tmp/corpus')).toEqual([
      'routes',
      'playground',
      'demos',
      'fonts',
      'translations',
      'icons',
    ]);
  });
});

describe('parseNextDuration', () => {
  it.each([
    ['850ms', 0.85],
    ['53s', 53],
    ['2.5s', 2.5],
    ['1.5min', 90],
  ])('reads %s', (text, seconds) => {
    expect(parseNextDuration(text)).toBeCloseTo(seconds);
  });

  it('refuses what is not a duration', () => {
    expect(parseNextDuration('soon')).toBeNull();
    expect(parseNextDuration('12h')).toBeNull();
  });
});

describe('compiledSeconds', () => {
  it("reads Next's compile line", () => {
    expect(compiledSeconds('✓ Compiled successfully in 53s')).toBe(53);
    expect(compiledSeconds(' ✓ Compiled successfully in 900ms')).toBeCloseTo(0.9);
  });

  it('ignores other lines', () => {
    expect(compiledSeconds('  Generating static pages using 2 workers (0/1036) ...')).toBeNull();
  });
});

describe('exportStepTiming', () => {
  it('reads a step of finish-export', () => {
    expect(exportStepTiming('[export] 06-shared-styles.ts done in 10.1 s')).toEqual({
      name: 'export: 06-shared-styles.ts',
      seconds: 10.1,
    });
  });

  it('marks a step run beside the others, whose time overlaps theirs', () => {
    expect(
      exportStepTiming('[export] 30-search-index.ts beside the other steps done in 6.6 s'),
    ).toEqual({
      name: 'export: 30-search-index.ts, beside the other steps',
      seconds: 6.6,
      beside: true,
    });
  });

  it('ignores the other export messages', () => {
    expect(exportStepTiming('[export] wrote out/404.html')).toBeNull();
  });
});

describe('nextPhases', () => {
  it('splits compiling from prerendering', () => {
    expect(nextPhases(30, 12)).toEqual([
      { name: 'next: compile', seconds: 12 },
      { name: 'next: prerender', seconds: 18 },
    ]);
  });

  it('keeps one phase when the compile time is unknown or impossible', () => {
    expect(nextPhases(30, null)).toEqual([{ name: 'next build', seconds: 30 }]);
    expect(nextPhases(30, 31)).toEqual([{ name: 'next build', seconds: 30 }]);
  });
});

describe('phaseTable', () => {
  it('lists each phase with its share, then the total', () => {
    const table = phaseTable(
      [
        { name: 'generate:demos', seconds: 1 },
        { name: 'next: compile', seconds: 3 },
      ],
      4,
    );
    expect(table.split('\n')).toEqual([
      '  generate:demos    1.0 s  25%',
      '  next: compile     3.0 s  75%',
      '  total             4.0 s',
    ]);
  });
});
