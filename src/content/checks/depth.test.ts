import { areaDepths, floorFailures, pageDepth, type PageDepth } from './depth';
import { pageTopics } from './pageTopics';
import type { ReferencePage } from './referenceSections';
import type { TopicDecision } from './topicCoverage';

const reference: ReferencePage = {
  path: '/base-ui/react-tabs/',
  area: 'base-ui',
  total: 6,
  line: 1,
  topics: [
    { level: 2, heading: 'Introduction', demos: 1, line: 2 },
    { level: 2, heading: 'Basics', demos: 0, line: 3 },
    { level: 3, heading: 'Vertical', demos: 2, line: 4 },
    { level: 3, heading: 'Examples', demos: 1, line: 5 },
    { level: 2, heading: 'Hooks', demos: 0, line: 6 },
    { level: 3, heading: 'Examples', demos: 1, line: 7 },
    { level: 2, heading: 'Third-party routing library', demos: 1, line: 8 },
  ],
};

function ours(...lines: string[]) {
  return pageTopics(lines.join('\n\n'));
}

const demo = (name: string) => `{{"demo": "${name}.tsx"}}`;

describe('pageDepth', () => {
  it('covers a topic by a heading of the same text whose section holds a demo', () => {
    const depth = pageDepth(
      reference,
      ours('## Introduction', demo('A'), '## Basics', 'Text.', '### Vertical', demo('B')),
    );
    expect(depth.demoTopics).toEqual({ covered: 2, total: 5 });
    expect(depth.proseTopics).toEqual({ covered: 1, total: 2 });
    expect(depth.missing).toEqual(['Examples', 'Examples', 'Third-party routing library']);
    expect(depth.ourDemos).toBe(2);
    expect(depth.muiDemos).toBe(6);
  });

  it('does not cover a topic whose heading has no demo', () => {
    const depth = pageDepth(reference, ours('## Introduction', 'Only words.', '## Vertical'));
    expect(depth.demoTopics.covered).toBe(0);
    expect(depth.missing).toContain('Introduction');
  });

  it("matches the k-th occurrence of a repeated title with ours' k-th", () => {
    const onlySecond = ours('## Examples', 'Words.', '## Examples', demo('A'));
    expect(pageDepth(reference, onlySecond).missing).toEqual([
      'Introduction',
      'Vertical',
      'Examples',
      'Third-party routing library',
    ]);
    const onlyFirst = ours('## Examples', demo('A'));
    expect(pageDepth(reference, onlyFirst).demoTopics.covered).toBe(1);
  });

  it('covers a merged topic only when the target section holds a demo', () => {
    const decisions = new Map<string, TopicDecision>([
      ['thirdparty routing library', { kind: 'merged', into: 'Introduction' }],
    ]);
    const withDemo = pageDepth(reference, ours('## Introduction', demo('A')), decisions);
    expect(withDemo.missing).not.toContain('Third-party routing library');
    expect(withDemo.demoTopics.covered).toBe(2);
    const withoutDemo = pageDepth(reference, ours('## Introduction', 'Words.'), decisions);
    expect(withoutDemo.missing).toContain('Third-party routing library');
    const noTarget = pageDepth(reference, ours('## Overview', demo('A')), decisions);
    expect(noTarget.demoTopics.covered).toBe(0);
  });

  it('removes a left-out topic from the denominator and its demos from mui.com’s count', () => {
    const decisions = new Map<string, TopicDecision>([
      ['vertical', { kind: 'leftOut', reason: 'later version' }],
      ['hooks', { kind: 'leftOut', reason: 'later version' }],
    ]);
    const depth = pageDepth(reference, ours('## Introduction', demo('A')), decisions);
    expect(depth.demoTopics).toEqual({ covered: 1, total: 4 });
    expect(depth.proseTopics).toEqual({ covered: 0, total: 1 });
    expect(depth.muiDemos).toBe(4);
    expect(depth.missing).not.toContain('Vertical');
  });

  it('counts a page that does not exist here as covering nothing', () => {
    const depth = pageDepth(reference, null);
    expect(depth).toMatchObject({ exists: false, ourDemos: 0, muiDemos: 6 });
    expect(depth.demoTopics).toEqual({ covered: 0, total: 5 });
  });
});

describe('areaDepths', () => {
  const page = (area: string, covered: number, ourDemos: number): PageDepth => ({
    path: `/${area}/p/`,
    area,
    exists: true,
    muiDemos: 10,
    ourDemos,
    demoTopics: { covered, total: 10 },
    proseTopics: { covered: 0, total: 1 },
    missing: [],
  });
  const floors = { 'base-ui': { topics: 0.75, demos: 0.7 }, x: { topics: 0.85, demos: 0.7 } };

  it('sums the pages of an area and compares them with its floor', () => {
    const areas = areaDepths(
      [page('base-ui', 5, 8), page('base-ui', 10, 7), page('system', 1, 1)],
      floors,
      [],
    );
    expect(areas[0]).toMatchObject({
      area: 'base-ui',
      pages: 2,
      demoTopics: { covered: 15, total: 20 },
      ourDemos: 15,
      muiDemos: 20,
      status: 'meets floor',
    });
    expect(areas[1]).toMatchObject({ area: 'system', floor: null, status: 'no floor' });
  });

  it('fails an enforced area below its floor and only reports the others', () => {
    const low = [page('base-ui', 7, 9), page('x', 9, 6)];
    const reported = areaDepths(low, floors, []);
    expect(reported.map((area) => area.status)).toEqual([
      'below floor, not enforced',
      'below floor, not enforced',
    ]);
    expect(floorFailures(reported)).toEqual([]);
    const enforced = areaDepths(low, floors, ['x']);
    expect(enforced.map((area) => area.status)).toEqual([
      'below floor, not enforced',
      'below floor',
    ]);
    expect(floorFailures(enforced)).toEqual([
      expect.stringContaining('x: 9/10 topics with demos covered and 6/10 demos, below its floor'),
    ]);
  });
});
