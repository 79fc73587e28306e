import {
  coveredTexts,
  headerProblem,
  intersection,
  landmarkDifferences,
  layoutProblems,
  overflowProblem,
  overlappingControls,
  overlaps,
  type Box,
  type Control,
  type LayoutSnapshot,
  type Landmark,
  type TextRun,
} from './layoutChecks';

const box = (x: number, y: number, width: number, height: number): Box => ({ x, y, width, height });
const control = (label: string, b: Box | Box[], ancestors: number[] = []): Control => ({
  label,
  boxes: Array.isArray(b) ? b : [b],
  ancestors,
});
const text = (label: string, boxes: Box[], owners: number[] = []): TextRun => ({
  label,
  boxes,
  owners,
});
const landmark = (key: string, b: Box, inlineOnly = false): Landmark => ({
  key,
  box: b,
  inlineOnly,
});

function snapshot(overrides: Partial<LayoutSnapshot> = {}): LayoutSnapshot {
  return {
    viewportWidth: 390,
    scrollWidth: 390,
    header: box(0, 0, 390, 56),
    controls: [],
    texts: [],
    ...overrides,
  };
}

describe('boxes', () => {
  it('measures the shared part of two boxes', () => {
    expect(intersection(box(0, 0, 10, 10), box(5, 8, 10, 10))).toEqual({ width: 5, height: 2 });
  });

  it('lets boxes touch or share a border, not more', () => {
    expect(overlaps(box(0, 0, 40, 30), box(39, 0, 40, 30))).toBe(false);
    expect(overlaps(box(0, 0, 40, 30), box(30, 0, 40, 30))).toBe(true);
    expect(overlaps(box(0, 0, 40, 30), box(0, 40, 40, 30))).toBe(false);
  });
});

describe('header and overflow', () => {
  it('passes a one-row header and a page as wide as its viewport', () => {
    expect(layoutProblems(snapshot())).toEqual([]);
  });

  it('fails a header taller than one row', () => {
    expect(headerProblem(snapshot({ header: box(0, 0, 390, 137) }))).toMatch(
      /header is 137 px tall/,
    );
    expect(headerProblem(snapshot({ header: null }))).toBeNull();
  });

  it('fails a page wider than its viewport', () => {
    expect(overflowProblem(snapshot({ scrollWidth: 512 }))).toMatch(/512 px wide in a 390 px/);
  });
});

describe('controls', () => {
  it('fails two controls on top of each other, naming both', () => {
    const problems = overlappingControls([
      control('button "Search"', box(200, 10, 80, 36)),
      control('a "Home"', box(20, 10, 40, 40)),
      control('button "Settings"', box(240, 20, 90, 36)),
    ]);
    expect(problems).toEqual([
      expect.stringMatching(/button "Search".*overlaps button "Settings"/),
    ]);
  });

  it('lets a control sit inside another (a link in a scrolling region)', () => {
    expect(
      overlappingControls([
        control('div "Props table"', box(0, 0, 300, 300)),
        control('a "children"', box(10, 10, 60, 20), [0]),
      ]),
    ).toEqual([]);
  });

  it('fails a control over text that is not its own', () => {
    const controls = [control('button "Copy"', box(300, 100, 60, 28))];
    expect(
      coveredTexts(controls, [
        text("import Button from '@mui/material/Button'", [box(16, 104, 340, 20)]),
      ]),
    ).toEqual([expect.stringMatching(/button "Copy".*covers the text "import Button/)]);
    expect(coveredTexts(controls, [text('Copy', [box(310, 104, 40, 20)], [0])])).toEqual([]);
    expect(coveredTexts(controls, [text('below', [box(16, 140, 340, 20)])])).toEqual([]);
  });

  it('measures a link that wraps by its lines, not by the box around them', () => {
    // A link from the end of one line to the start of the next: its bounding box would span
    // the whole width of both lines, over the words before and after it.
    const link = control('a "Joy UI installation"', [box(300, 100, 60, 20), box(16, 124, 50, 20)]);
    expect(coveredTexts([link], [text('before it', [box(16, 100, 280, 20)])])).toEqual([]);
    expect(overlappingControls([link, control('a "next"', box(80, 124, 40, 20))])).toEqual([]);
    expect(
      overlappingControls([link, control('button "over"', box(20, 126, 40, 20))]),
    ).toHaveLength(1);
  });

  it('lists a handful of problems and counts the rest', () => {
    const many = Array.from({ length: 20 }, (_, i) => control(`a "${i}"`, box(0, 0, 50, 20)));
    const problems = overlappingControls(many);
    expect(problems).toHaveLength(9);
    expect(problems[8]).toMatch(/… and 182 more overlapping controls/);
  });
});

describe('landmarks before and after the scripts', () => {
  const header = landmark('header#0', box(0, 0, 390, 56));

  it('passes landmarks that stay within 2 px', () => {
    expect(
      landmarkDifferences(
        [header, landmark('copy-page#0', box(16, 180, 90, 30))],
        [header, landmark('copy-page#0', box(17.5, 181, 90, 30))],
      ),
    ).toEqual([]);
  });

  it('fails a landmark that jumps to the other side', () => {
    expect(
      landmarkDifferences(
        [landmark('copy-page#0', box(284, 180, 90, 30))],
        [landmark('copy-page#0', box(16, 180, 90, 30))],
      ),
    ).toEqual([expect.stringMatching(/copy-page#0 moves when the scripts run: .* \(left\)$/)]);
  });

  it('compares only the inline axis of landmarks below script-filled content', () => {
    const before = [landmark('demo-toolbar#1', box(16, 900, 200, 32), true)];
    expect(
      landmarkDifferences(before, [landmark('demo-toolbar#1', box(16, 1300, 200, 32), true)]),
    ).toEqual([]);
    expect(
      landmarkDifferences(before, [landmark('demo-toolbar#1', box(150, 1300, 200, 32), true)]),
    ).toHaveLength(1);
  });

  it('fails a landmark found on only one side', () => {
    expect(landmarkDifferences([header], [])).toEqual([
      'header#0 is on the page before its scripts run, not after',
    ]);
    expect(landmarkDifferences([], [header])).toEqual([
      'header#0 appears only after the scripts run',
    ]);
  });
});
