import { runTimed } from './timedProcess.mjs';

describe('runTimed', () => {
  it('resolves with the wall time, passing each line of output to onLine', async () => {
    const lines: string[] = [];
    const seconds = await runTimed(
      process.execPath,
      ['-e', 'console.log("one"); console.log("two")'],
      { what: 'echo', hint: 'see above', onLine: (line) => lines.push(line) },
    );
    expect(seconds).toBeGreaterThan(0);
    expect(lines).toEqual(['one', 'two']);
  });

  it('rejects naming the run, its exit status and how to see why', async () => {
    await expect(
      runTimed(process.execPath, ['-e', 'process.exit(3)'], {
        what: '[export] 30-search-index.ts',
        hint: 'it printed why above',
      }),
    ).rejects.toThrow('[export] 30-search-index.ts failed (exit 3): it printed why above');
  });

  it('rejects when the command cannot start', async () => {
    await expect(
      runTimed('/nonexistent/tool', [], { what: 'generate:fonts', hint: 'unused' }),
    ).rejects.toThrow(/^generate:fonts: could not start tool \(.*\): run npm install$/);
  });
});
