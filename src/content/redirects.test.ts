import { areaRedirects } from './redirects';

const none = { 'material-ui': [], 'joy-ui': [], 'base-ui': [], system: [], x: [] };

describe('areaRedirects', () => {
  it('returns the declared redirects with their area', () => {
    const pages = new Set(['/x/react-data-grid/column-pinning']);
    expect(
      areaRedirects((pathname) => pages.has(pathname), {
        ...none,
        x: [{ from: '/x/react-data-grid/pinning', to: '/x/react-data-grid/column-pinning' }],
      }),
    ).toEqual([
      {
        area: 'x',
        redirect: { from: '/x/react-data-grid/pinning', to: '/x/react-data-grid/column-pinning' },
      },
    ]);
  });

  it('throws every problem, each naming the file it comes from', () => {
    expect(() =>
      areaRedirects(() => false, {
        ...none,
        system: [{ from: '/system/guides/borders', to: '/system/borders' }],
        'joy-ui': [{ from: '/joy-ui/old', to: '/joy-ui/new' }],
      }),
    ).toThrow(
      /data\/joy-ui\/redirects\.ts: the redirect from \/joy-ui\/old leads to \/joy-ui\/new[^\n]*\ndata\/system\/redirects\.ts: the redirect from \/system\/guides\/borders/,
    );
  });
});
