import type { NavEntry } from '@/core/navigationTypes';
import { SAMPLE_LEAVES, collectApiLeaves, collectPathnames, packageForApiPath } from './navLeaves';

const MATERIAL: NavEntry[] = [
  { pathname: '/material-ui/react-button', title: 'Button' },
  {
    pathname: '/material-ui/api/components',
    title: 'Components',
    children: [
      { pathname: '/material-ui/api/button', title: 'Button' },
      { pathname: '/material-ui/api/button-base' },
      { pathname: '/material-ui/api/use-autocomplete', title: 'useAutocomplete' },
      { pathname: '/material-ui/api/empty-group', children: [] },
    ],
  },
];

describe('navigation API leaves', () => {
  it('maps API paths to packages', () => {
    expect(packageForApiPath('/material-ui/api/button')).toEqual({
      area: 'material-ui',
      packageName: '@mui/material',
    });
    expect(packageForApiPath('/system/api/box')?.packageName).toBe('@mui/system');
    expect(packageForApiPath('/x/api/date-pickers/date-picker')).toEqual({
      area: 'x',
      packageName: '@mui/x-date-pickers',
    });
    expect(packageForApiPath('/x/api/unknown/foo')).toBeNull();
    expect(packageForApiPath('/material-ui/react-button')).toBeNull();
    expect(packageForApiPath('/blog/api/foo')).toBeNull();
  });

  it('collects leaves with their titles, skipping groups and non-API pages', () => {
    expect(collectApiLeaves('material-ui', MATERIAL)).toEqual([
      {
        area: 'material-ui',
        pathname: '/material-ui/api/button',
        name: 'Button',
        packageName: '@mui/material',
      },
      {
        area: 'material-ui',
        pathname: '/material-ui/api/button-base',
        name: 'ButtonBase',
        packageName: '@mui/material',
      },
      {
        area: 'material-ui',
        pathname: '/material-ui/api/use-autocomplete',
        name: 'useAutocomplete',
        packageName: '@mui/material',
      },
    ]);
    expect(collectApiLeaves('joy-ui', MATERIAL)).toEqual([]);
  });

  it('collects every pathname, groups included', () => {
    const paths = collectPathnames(MATERIAL);
    expect(paths.has('/material-ui/api/components')).toBe(true);
    expect(paths.has('/material-ui/api/button')).toBe(true);
    expect(paths.size).toBe(6);
  });

  it('has a valid sample list', () => {
    expect(SAMPLE_LEAVES.length).toBeGreaterThan(10);
    expect(new Set(SAMPLE_LEAVES.map((leaf) => leaf.pathname)).size).toBe(SAMPLE_LEAVES.length);
  });
});
