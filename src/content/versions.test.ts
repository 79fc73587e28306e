import { installedVersion, productVersions } from './versions';

describe('version labels', () => {
  it('are the documented versions, read from the installed packages', () => {
    const versions = productVersions();
    expect(versions['material-ui']).toBe('5.15.2');
    expect(versions['joy-ui']).toBe('5.0.0-beta.20');
    expect(versions['base-ui']).toBe('5.0.0-beta.29');
    expect(versions.system).toBe('5.15.2');
  });

  it('gives every X product the installed v6 release', () => {
    const versions = productVersions();
    for (const product of ['x-data-grid', 'x-date-pickers', 'x-charts', 'x-tree-view'] as const) {
      expect(versions[product]).toMatch(/^6\.\d+\.\d+$/);
    }
    expect(installedVersion('@mui/x-data-grid')).toBe(versions['x-data-grid']);
  });
});
