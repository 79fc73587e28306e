import { apiName, extendsName, markSubComponents, pageKindOf } from './searchPageKind';

describe('pageKindOf', () => {
  it('reads the kind from the URL patterns of the product rules', () => {
    expect(pageKindOf('/material-ui/')).toBe('landing');
    expect(pageKindOf('/')).toBe('landing');
    expect(pageKindOf('/material-ui/react-button/')).toBe('component');
    expect(pageKindOf('/zh/joy-ui/react-autocomplete/')).toBe('component');
    expect(pageKindOf('/x/react-data-grid/')).toBe('component');
    expect(pageKindOf('/x/react-data-grid/sorting/')).toBe('guide');
    expect(pageKindOf('/material-ui/getting-started/installation/')).toBe('guide');
    expect(pageKindOf('/material-ui/api/button/')).toBe('api');
    expect(pageKindOf('/x/api/data-grid/data-grid/')).toBe('api');
    expect(pageKindOf('/blog/material-ui-v5-15/')).toBe('blog');
  });
});

describe('sub-components', () => {
  it('names an API page after its title', () => {
    expect(apiName('AutocompleteListbox API')).toBe('AutocompleteListbox');
    expect(apiName('useTheme API')).toBe('useTheme');
  });

  it('extends a name only at a camelCase word boundary', () => {
    expect(extendsName('AutocompleteListbox', 'Autocomplete')).toBe(true);
    expect(extendsName('ButtonGroup', 'Button')).toBe(true);
    expect(extendsName('Tabs', 'Tab')).toBe(false);
    expect(extendsName('Button', 'Button')).toBe(false);
  });

  it('marks API pages whose name extends another in the same group', () => {
    const pages = [
      { group: 'joy-ui/', title: 'Autocomplete API', kind: 'api' as const },
      { group: 'joy-ui/', title: 'AutocompleteListbox API', kind: 'api' as const },
      { group: 'material-ui/', title: 'ButtonGroup API', kind: 'api' as const },
      { group: 'joy-ui/', title: 'Autocomplete', kind: 'component' as const },
    ];
    expect(markSubComponents(pages)).toEqual(['api', 'subApi', 'api', 'component']);
  });
});
