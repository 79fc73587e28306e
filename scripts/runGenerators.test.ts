/** scripts/runGenerators.mjs: what a generator that cannot run reports. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GENERATOR_SCRIPTS, runGenerators } from './runGenerators.mjs';

describe('scripts/runGenerators.mjs', () => {
  it('names a script for every generator a build runs', () => {
    expect(Object.keys(GENERATOR_SCRIPTS).sort()).toEqual([
      'api',
      'demos',
      'fonts',
      'icons',
      'playground',
      'routes',
      'translations',
    ]);
  });

  it('says which generator is unknown', async () => {
    await expect(runGenerators(['nope'] as never)).rejects.toThrow(
      'Unknown generator "nope": expected one of routes,api,playground,demos,fonts,translations,icons',
    );
  });

  it('names every unknown generator, not only the first', async () => {
    await expect(runGenerators(['one', 'two'] as never)).rejects.toThrow(
      /Unknown generator "one".*\n.*Unknown generator "two"/,
    );
  });

  it('tells a checkout without tsx to run npm install', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'generators-'));
    try {
      await expect(runGenerators(['fonts'], {}, root)).rejects.toThrow(
        /^generate:fonts: could not start tsx \(.*\): run npm install$/,
      );
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
