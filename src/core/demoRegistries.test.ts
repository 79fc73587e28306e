import { ROUTE_PATTERNS } from './routeKinds';
import {
  DEMO_PAGE_PATTERNS,
  demoPagePath,
  demoRegistryPattern,
  registryNameFor,
} from './demoRegistries';

describe('demo registries', () => {
  it('names each registry after its route pattern, all different', () => {
    expect(registryNameFor('/[area]/guides/[page]')).toBe('area-guides-page');
    expect(registryNameFor('/x/[product]')).toBe('x-product');
    const names = DEMO_PAGE_PATTERNS.map(registryNameFor);
    expect(new Set(names).size).toBe(names.length);
  });

  it('only lists route files that exist', () => {
    for (const pattern of DEMO_PAGE_PATTERNS) {
      expect(ROUTE_PATTERNS).toContain(pattern);
    }
  });

  it('finds the page of a demo from its folder', () => {
    expect(demoPagePath('material-ui/react-button/BasicButtons')).toBe('/material-ui/react-button');
    expect(demoPagePath('base-ui/react-select/UnstyledSelect.tailwind')).toBe(
      '/base-ui/react-select',
    );
    expect(() => demoPagePath('Loose')).toThrow('names no page');
  });

  it('puts component, guide and X demos in the registry of the route that serves their page', () => {
    expect(demoRegistryPattern('material-ui/react-button/BasicButtons')).toBe(
      '/material-ui/[page]',
    );
    expect(demoRegistryPattern('joy-ui/react-button/ButtonBasics')).toBe('/joy-ui/[page]');
    expect(demoRegistryPattern('system/getting-started/usage/Demo')).toBe(
      '/[area]/getting-started/[page]',
    );
    expect(demoRegistryPattern('x/react-data-grid/Showcase')).toBe('/x/[product]');
    expect(demoRegistryPattern('x/react-data-grid/editing/Cells')).toBe('/x/[product]/[page]');
  });

  it('refuses a demo whose page no Markdown route serves', () => {
    expect(() => demoRegistryPattern('material-ui/api/button/Demo')).toThrow(
      'no Markdown route file serves (it would be /[area]/api/[name])',
    );
  });
});
