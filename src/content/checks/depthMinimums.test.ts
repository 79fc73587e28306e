import type { AreaDepth } from './depth';
import { minimumFailures, parseDepthMinimums, raisedMinimums } from './depthMinimums';

function area(name: string, ourDemos: number, covered: number): AreaDepth {
  return {
    area: name,
    pages: 1,
    pagesHere: 1,
    demoTopics: { covered, total: 50 },
    proseTopics: { covered: 0, total: 0 },
    ourDemos,
    muiDemos: 100,
    floor: null,
    status: 'no floor',
  };
}

describe('the depth ratchet', () => {
  const minimums = parseDepthMinimums(
    '{ "base-ui": { "demos": 50, "coveredTopics": 7 }, "system": { "demos": 11, "coveredTopics": 1 } }',
  );

  it('fails an area that drops below its demos or covered topics, saying how to change it', () => {
    expect(minimumFailures([area('base-ui', 50, 7), area('system', 11, 1)], minimums)).toEqual([]);
    const failures = minimumFailures([area('base-ui', 49, 6), area('joy-ui', 0, 0)], minimums);
    expect(failures).toEqual([
      expect.stringContaining(
        'base-ui: 49 demos, fewer than the 50 of reference/depth-minimums.json',
      ),
      expect.stringContaining('base-ui: 6 topics with demos covered, fewer than the 7'),
    ]);
    expect(failures[0]).toContain('lower the number in reference/depth-minimums.json');
  });

  it('raises to higher figures and never lowers', () => {
    expect(raisedMinimums([area('base-ui', 80, 5), area('joy-ui', 3, 2)], minimums)).toEqual({
      'base-ui': { demos: 80, coveredTopics: 7 },
      system: { demos: 11, coveredTopics: 1 },
      'joy-ui': { demos: 3, coveredTopics: 2 },
    });
  });

  it('names the file of a malformed minimum', () => {
    expect(() => parseDepthMinimums('{', 'm.json')).toThrow('m.json: not valid JSON');
    expect(() =>
      parseDepthMinimums('{ "x": { "demos": -1, "coveredTopics": 0 } }', 'm.json'),
    ).toThrow('m.json: "x" expected');
  });
});
