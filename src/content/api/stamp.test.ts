import { computeStamp } from './stamp';

describe('computeStamp', () => {
  const base = {
    files: [
      { path: 'b.ts', content: 'b' },
      { path: 'a.ts', content: 'a' },
    ],
    versions: { '@mui/material': '5.15.2', '@mui/joy': '5.0.0-beta.20' },
  };

  it('does not depend on input order', () => {
    expect(
      computeStamp({
        files: [...base.files].reverse(),
        versions: { '@mui/joy': '5.0.0-beta.20', '@mui/material': '5.15.2' },
      }),
    ).toBe(computeStamp(base));
  });

  it('changes with a file content or a package version', () => {
    const stamp = computeStamp(base);
    expect(
      computeStamp({ ...base, files: [{ path: 'a.ts', content: 'A' }, base.files[0]] }),
    ).not.toBe(stamp);
    expect(computeStamp({ ...base, versions: { '@mui/material': '5.15.3' } })).not.toBe(stamp);
  });
});
