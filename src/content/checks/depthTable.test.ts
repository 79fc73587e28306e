import type { AreaDepth, PageDepth } from './depth';
import { alignColumns, areaTable, pageTable } from './depthTable';

describe('the depth tables', () => {
  it('aligns columns to the widest cell', () => {
    expect(
      alignColumns([
        ['a', 'bb'],
        ['ccc', 'd'],
      ]),
    ).toEqual(['a    bb', 'ccc  d']);
  });

  it('prints an area with its figures, floor and status', () => {
    const area: AreaDepth = {
      area: 'base-ui',
      pages: 22,
      pagesHere: 21,
      demoTopics: { covered: 72, total: 95 },
      proseTopics: { covered: 40, total: 88 },
      ourDemos: 80,
      muiDemos: 104,
      floor: { topics: 0.75, demos: 0.7 },
      status: 'meets floor',
    };
    const [header, row] = areaTable([area]);
    expect(header).toMatch(/^area\s+pages\s+topics with demos/);
    expect(row.split(/\s{2,}/)).toEqual([
      'base-ui',
      '21/22',
      '72/95',
      '76%',
      '40/88',
      '80/104',
      '0.77',
      '75%, 0.7×',
      'meets floor',
    ]);
  });

  it('lists a page with its missing topics', () => {
    const page: PageDepth = {
      path: '/base-ui/react-tabs/',
      area: 'base-ui',
      exists: false,
      muiDemos: 6,
      ourDemos: 0,
      demoTopics: { covered: 0, total: 2 },
      proseTopics: { covered: 0, total: 1 },
      missing: ['Introduction', 'Vertical'],
    };
    expect(pageTable([page])[1].split(/\s{2,}/)).toEqual([
      '/base-ui/react-tabs/ (no page)',
      '0/2',
      '0/1',
      '0/6',
      'Introduction; Vertical',
    ]);
  });
});
