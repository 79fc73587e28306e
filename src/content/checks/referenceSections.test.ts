import fs from 'node:fs';
import { SECTIONS_FILE, areaOfPath, markdownFileFor, parseSections } from './referenceSections';

const tsv = [
  'path\tlevel\theading\tdemos\tdemo_options\tsource',
  '/base-ui/react-button/\t1\t(page total)\t3\t\tmui/base-ui',
  '/base-ui/react-button/\t2\tIntroduction\t1\t\tmui/base-ui',
  '/base-ui/react-button/\t3\tCustom structure\t2\tbg\tmui/base-ui',
  '/x/react-data-grid/editing/\t1\t(page total)\t0\t\tmui/mui-x',
  '/x/react-data-grid/editing/\t2\tAPI\t0\t\tmui/mui-x',
].join('\n');

describe('parseSections', () => {
  it('groups the topics under their page, in file order', () => {
    const pages = parseSections(tsv);
    expect(pages.map((page) => [page.path, page.area, page.total])).toEqual([
      ['/base-ui/react-button/', 'base-ui', 3],
      ['/x/react-data-grid/editing/', 'x', 0],
    ]);
    expect(pages[0].topics).toEqual([
      { level: 2, heading: 'Introduction', demos: 1, line: 3 },
      { level: 3, heading: 'Custom structure', demos: 2, line: 4 },
    ]);
  });

  it('names the file and line of a malformed row', () => {
    expect(() => parseSections('/a/\t2\tTopic\tmany', 'ref.tsv')).toThrow(
      'ref.tsv:1: expected a number of demos',
    );
    expect(() => parseSections('a/\t1\t(page total)\t1', 'ref.tsv')).toThrow('ref.tsv:1:');
    expect(() => parseSections('/a/\t4\tDeep\t1', 'ref.tsv')).toThrow('expected level 1, 2 or 3');
    expect(() => parseSections('/a/\t2\tTopic\t1', 'ref.tsv')).toThrow(
      'before its (page total) row',
    );
    expect(() => parseSections('/a/\t1\t(page total)\t1\n/a/\t1\t(page total)\t1', 'r')).toThrow(
      'r:2: a second page total',
    );
  });

  it("reads the repository's copy: 256 pages, each total at least its topics' demos", () => {
    const pages = parseSections(fs.readFileSync(SECTIONS_FILE, 'utf8'));
    expect(pages).toHaveLength(256);
    for (const page of pages) {
      const demos = page.topics.reduce(
        (sum, topic) => sum + (topic.level === 2 ? topic.demos : 0),
        0,
      );
      expect(demos).toBeLessThanOrEqual(page.total);
    }
    expect(new Set(pages.map((page) => page.area))).toEqual(
      new Set(['material-ui', 'joy-ui', 'base-ui', 'system', 'x']),
    );
  });
});

describe('paths', () => {
  it('maps a reference path to its area and English Markdown page', () => {
    expect(areaOfPath('/x/react-data-grid/editing/')).toBe('x');
    expect(markdownFileFor('/x/react-data-grid/editing/')).toBe(
      'data/x/react-data-grid/editing.md',
    );
    expect(markdownFileFor('/material-ui/react-button/')).toBe('data/material-ui/react-button.md');
  });
});
