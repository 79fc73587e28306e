import { areaOf, productOf, readingPlace } from './searchAreas';

describe('areaOf', () => {
  it('reads the first segment after the language prefix', () => {
    expect(areaOf('/material-ui/react-button/')).toBe('material-ui');
    expect(areaOf('/zh/joy-ui/api/button/#props')).toBe('joy-ui');
    expect(areaOf('/x/react-data-grid/')).toBe('x');
    expect(areaOf('/')).toBe('other');
    expect(areaOf('/zh/')).toBe('other');
    expect(areaOf('/unknown/page/')).toBe('other');
  });
});

describe('productOf', () => {
  it('names the MUI X product of guides and API pages alike', () => {
    expect(productOf('/x/react-charts/bars/')).toBe('react-charts');
    expect(productOf('/x/api/charts/bar-chart/')).toBe('react-charts');
    expect(productOf('/zh/x/react-data-grid/')).toBe('react-data-grid');
    expect(productOf('/x/introduction/licensing/')).toBeNull();
    expect(productOf('/material-ui/react-button/')).toBeNull();
  });
});

describe('readingPlace', () => {
  it('takes the language, docs area and product of the page being read', () => {
    expect(readingPlace('/zh/x/react-tree-view/items/?a=1#b')).toEqual({
      language: 'zh',
      area: 'x',
      product: 'react-tree-view',
    });
    expect(readingPlace('/blog/post/')).toEqual({ language: 'en', area: null, product: null });
    expect(readingPlace('/')).toEqual({ language: 'en', area: null, product: null });
  });
});
