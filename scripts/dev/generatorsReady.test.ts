import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  announceGenerators,
  generatorsReady,
  GENERATORS_FILE_VARIABLE,
  GENERATORS_OK,
} from './generatorsReady.mjs';

describe('generatorsReady', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'generators-ready-'));
    file = path.join(dir, 'outcome');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('does not wait for next dev started by hand', async () => {
    await expect(generatorsReady({})).resolves.toBeUndefined();
  });

  it('waits until the generators announce that they succeeded', async () => {
    let settled = false;
    const waiting = generatorsReady({ [GENERATORS_FILE_VARIABLE]: file }).then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(settled).toBe(false);
    announceGenerators(file, GENERATORS_OK);
    await waiting;
    expect(settled).toBe(true);
    expect(fs.readdirSync(dir)).toEqual(['outcome']);
  });

  it("stops next dev with the generators' error", async () => {
    announceGenerators(file, 'generate:api failed (exit 1): see above');
    await expect(generatorsReady({ [GENERATORS_FILE_VARIABLE]: file })).rejects.toThrow(
      'The generators failed, so next dev stops: generate:api failed (exit 1): see above',
    );
  });

  it('gives up, saying what to run, when nothing is announced in time', async () => {
    await expect(generatorsReady({ [GENERATORS_FILE_VARIABLE]: file }, 60)).rejects.toThrow(
      /did not finish .*run `npm run generate`/,
    );
  });
});
