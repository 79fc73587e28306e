import { testRunRows } from './testRunFigures';
import { judgeRows } from './report';

const budgets = { testRunMinutes: { max: 45 }, build: { siteSeconds: { max: 360 } } };

describe('testRunRows', () => {
  it('gives the run in minutes and its build steps in seconds, beside their budgets', () => {
    const rows = testRunRows(
      {
        finishedAt: '2026-11-29T08:30:00.000Z',
        cores: 2,
        wallSeconds: 1800,
        steps: [
          { name: 'Unit tests', seconds: 200 },
          { name: 'Build', seconds: 150 },
          { name: 'Finish export', seconds: 30 },
        ],
      },
      budgets,
    );
    expect(rows.map((row) => row.value)).toEqual([30, 180]);
    expect(rows[0].figure).toContain('2026-11-29 08:30 UTC, 2 cores');
    expect(judgeRows(rows).every((row) => row.ok)).toBe(true);
  });

  it('fails its budgets when no passing run is recorded', () => {
    const rows = testRunRows(null, budgets);
    expect(rows.map((row) => row.value)).toEqual([null, null]);
    expect(judgeRows(rows).some((row) => row.ok)).toBe(false);
  });
});
