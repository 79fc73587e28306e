import { parsePatchName, patchedFiles } from './patchFiles';

describe('patch files', () => {
  it('name their package and version, scoped or not', () => {
    expect(parsePatchName('@mui+system+5.15.2.patch')).toEqual({
      packageName: '@mui/system',
      version: '5.15.2',
    });
    expect(parsePatchName('next+16.4.6.patch')).toEqual({ packageName: 'next', version: '16.4.6' });
    expect(() => parsePatchName('notes.patch')).toThrow('patches/notes.patch');
  });

  it('list the lines each file gains and loses', () => {
    const diff = [
      'diff --git a/node_modules/x/a.js b/node_modules/x/a.js',
      'index 1..2 100644',
      '--- a/node_modules/x/a.js',
      '+++ b/node_modules/x/a.js',
      '@@ -1,2 +1,2 @@',
      ' keep();',
      '-broken();',
      '+fixed();',
    ].join('\n');
    expect(patchedFiles(diff)).toEqual([
      { path: 'node_modules/x/a.js', added: ['fixed();'], removed: ['broken();'] },
    ]);
  });
});
