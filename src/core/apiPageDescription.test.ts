import { apiKindOf, apiPageDescription, type ApiPageSummary } from './apiPageDescription';

const none = { props: 0, slots: 0, classes: 0, parameters: 0, returnValue: 0 };

function summary(overrides: Partial<ApiPageSummary>): ApiPageSummary {
  return {
    name: 'Button',
    kind: 'component',
    packageName: '@mui/material',
    counts: none,
    ...overrides,
  };
}

describe('apiKindOf', () => {
  it.each([
    ['Button', 'component'],
    ['Unstable_Popup', 'component'],
    ['useMediaQuery', 'hook'],
    ['unstable_useModal', 'hook'],
    ['createTheme', 'function'],
    ['user', 'function'],
  ])('%s is a %s', (name, kind) => {
    expect(apiKindOf(name)).toBe(kind);
  });
});

describe('apiPageDescription', () => {
  it('names a component’s sections', () => {
    expect(
      apiPageDescription(summary({ counts: { ...none, props: 3, slots: 1, classes: 4 } })),
    ).toBe(
      'API reference for the Button React component of @mui/material: props, slots and CSS classes.',
    );
    expect(apiPageDescription(summary({ counts: { ...none, props: 3 } }))).toBe(
      'API reference for the Button React component of @mui/material: props.',
    );
  });

  it('describes a hook by its parameters and return value, never by props or slots', () => {
    const text = apiPageDescription(
      summary({
        name: 'useMediaQuery',
        kind: 'hook',
        counts: { ...none, parameters: 6, returnValue: 1 },
      }),
    );
    expect(text).toBe(
      'API reference for the useMediaQuery hook of @mui/material: parameters and return value.',
    );
  });

  it('calls an interface’s members properties', () => {
    expect(
      apiPageDescription(
        summary({
          name: 'GridColDef',
          kind: 'interface',
          packageName: '@mui/x-data-grid',
          counts: { ...none, props: 40 },
        }),
      ),
    ).toBe(
      'API reference for the GridColDef TypeScript interface of @mui/x-data-grid: properties.',
    );
  });

  it('describes a function, and a page with nothing but its import', () => {
    expect(
      apiPageDescription(
        summary({ name: 'createTheme', kind: 'function', counts: { ...none, returnValue: 1 } }),
      ),
    ).toBe('API reference for the createTheme function of @mui/material: return value.');
    expect(apiPageDescription(summary({}))).toBe(
      'API reference for the Button React component of @mui/material: how to import it.',
    );
  });
});
