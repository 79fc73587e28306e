import { inPrerenderOrder } from './prerenderOrder';

describe('inPrerenderOrder', () => {
  it('lists English pages as given and Chinese pages last to first', () => {
    const pages = ['/a/', '/b/', '/c/'];
    expect(inPrerenderOrder(pages, 'en')).toEqual(['/a/', '/b/', '/c/']);
    expect(inPrerenderOrder(pages, 'zh')).toEqual(['/c/', '/b/', '/a/']);
  });

  it('leaves the given list as it was', () => {
    const pages = ['/a/', '/b/'];
    inPrerenderOrder(pages, 'zh');
    expect(pages).toEqual(['/a/', '/b/']);
  });
});
