import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { depthReport } from './depthCheck';

describe('depthReport', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'depth-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write(
    'reference/mui-com-sections.tsv',
    [
      'path\tlevel\theading\tdemos\tdemo_options\tsource',
      '/base-ui/react-tabs/\t1\t(page total)\t3\t\ts',
      '/base-ui/react-tabs/\t2\tIntroduction\t1\t\ts',
      '/base-ui/react-tabs/\t2\tVertical\t1\t\ts',
      '/base-ui/react-tabs/\t2\tRouting\t1\t\ts',
      '/base-ui/react-drawer/\t1\t(page total)\t4\t\ts',
      '/base-ui/react-drawer/\t2\tBasics\t4\t\ts',
    ].join('\n'),
  );
  write(
    'reference/mui-com-navigation.tsv',
    [
      'base-ui\tpage\t/base-ui/react-tabs/\t\tComponents\t',
      'base-ui\tpage\t/base-ui/react-drawer/\t\tComponents\tplanned',
    ].join('\n'),
  );
  write('data/base-ui/react-tabs.md', '# Tabs\n\n## Introduction\n\n{{"demo": "A.tsx"}}\n');
  write('reference/depth-minimums.json', '{ "base-ui": { "demos": 1, "coveredTopics": 1 } }');
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('counts the documented pages with their coverage file', () => {
    write(
      'data/base-ui/topic-coverage.json',
      '{ "/base-ui/react-tabs/": { "Routing": { "leftOut": "later version" } } }',
    );
    const report = depthReport(root, []);
    expect(report.pages.map((page) => page.path)).toEqual(['/base-ui/react-tabs/']);
    expect(report.areas).toEqual([
      expect.objectContaining({
        area: 'base-ui',
        demoTopics: { covered: 1, total: 2 },
        ourDemos: 1,
        muiDemos: 2,
        status: 'below floor, not enforced',
      }),
    ]);
    expect(report.failures).toEqual([]);
  });

  it('fails on a malformed coverage file, naming it', () => {
    write('data/base-ui/topic-coverage.json', '{ "/base-ui/react-tab/": {} }');
    expect(depthReport(root, []).failures).toEqual([
      expect.stringMatching(
        /^data\/base-ui\/topic-coverage\.json: "\/base-ui\/react-tab\/" is not a page/,
      ),
    ]);
  });

  it('fails when an area drops below its minimums', () => {
    fs.rmSync(path.join(root, 'data/base-ui/topic-coverage.json'));
    write('data/base-ui/react-tabs.md', '# Tabs\n\n## Introduction\n\nNo demo.\n');
    expect(depthReport(root, []).failures).toHaveLength(2);
  });

  it('fails an enforced area below its floor', () => {
    expect(depthReport(root, ['base-ui']).failures).toEqual([
      expect.stringMatching(
        /^base-ui: 0\/3 topics with demos covered and 0\/3 demos, below its floor/,
      ),
      expect.stringContaining('fewer than the 1'),
      expect.stringContaining('fewer than the 1'),
    ]);
  });
});

describe("the repository's depth", () => {
  it('reads every coverage file and holds reference/depth-minimums.json and the enforced floors', () => {
    const report = depthReport();
    expect(report.failures).toEqual([]);
    expect(report.areas.map((area) => area.area).sort()).toEqual([
      'base-ui',
      'joy-ui',
      'material-ui',
      'system',
      'x',
    ]);
  });
});
