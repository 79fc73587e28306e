import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readTestRun, writeTestRun } from './testRunRecord.mjs';

describe('the record of the last passing npm test', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'test-run-'));
  const file = path.join(folder, 'nested', 'test-run.json');
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('reads back what a run wrote', () => {
    const run = {
      finishedAt: '2026-11-29T06:00:00.000Z',
      cores: 2,
      wallSeconds: 1500,
      steps: [{ name: 'Build', seconds: 300 }],
    };
    writeTestRun(run, file);
    expect(readTestRun(file)).toEqual(run);
  });

  it('is null when missing, corrupt or of another shape', () => {
    expect(readTestRun(path.join(folder, 'none.json'))).toBeNull();
    fs.writeFileSync(file, '{not json');
    expect(readTestRun(file)).toBeNull();
    fs.writeFileSync(
      file,
      JSON.stringify({ finishedAt: 'x', cores: 2, wallSeconds: 'long', steps: [] }),
    );
    expect(readTestRun(file)).toBeNull();
    fs.writeFileSync(
      file,
      JSON.stringify({ finishedAt: 'x', cores: 2, wallSeconds: 1, steps: [{}] }),
    );
    expect(readTestRun(file)).toBeNull();
  });
});
