import { layoutPages, screenshotName } from './layoutPlan';

describe('layoutPages', () => {
  it('opens every kind a reader meets, the first blog post and the 404 page', () => {
    const kinds = layoutPages(['/', '/blog/', '/blog/b-post/', '/blog/a-post/']);
    expect(kinds.map((k) => k.kind)).toEqual([
      'home',
      'guide',
      'component',
      'API',
      'data grid',
      'Joy',
      'template',
      'bad input',
      'blog',
      '404',
    ]);
    expect(kinds.find((k) => k.kind === 'blog')?.path).toBe('/blog/a-post/');
  });

  it('falls back to the blog index without posts', () => {
    expect(layoutPages(['/']).find((k) => k.kind === 'blog')?.path).toBe('/blog/');
  });
});

describe('screenshotName', () => {
  it('names width, kind and look', () => {
    expect(screenshotName(390, 'data grid', { mode: 'dark', direction: 'rtl' })).toBe(
      '390-data-grid-dark-rtl.png',
    );
    expect(screenshotName(360, '404', { mode: 'light', direction: 'rtl' }, '-before-scripts')).toBe(
      '360-404-light-rtl-before-scripts.png',
    );
  });
});
