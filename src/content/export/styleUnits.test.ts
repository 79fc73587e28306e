import { outlivesItsComponentSafely, pageStyles } from './styleUnits';

const head = (styles: string) =>
  `<html><head><meta name="emotion-insertion-point" content=""/>${styles}</head><body></body></html>`;

describe('pageStyles', () => {
  it('reads globals, keyframes and each class of the rules element as units, in order', () => {
    const styles = pageStyles(
      head(
        '<style data-emotion="css-global g1">:root{--a:1;}</style>' +
          '<style data-emotion="css-global animation-k">@keyframes animation-k{from{opacity:0;}}</style>' +
          '<style data-emotion="css a b">.css-a{x:1;}.css-b{y:2;}</style>',
      ),
    );
    expect(styles?.units).toEqual([
      { id: 'g1', kind: 'global', css: ':root{--a:1;}' },
      { id: 'animation-k', kind: 'keyframes', css: '@keyframes animation-k{from{opacity:0;}}' },
      { id: 'a', kind: 'rules', css: '.css-a{x:1;}' },
      { id: 'b', kind: 'rules', css: '.css-b{y:2;}' },
    ]);
  });

  it('leaves a page it cannot read: no emotion styles, another key, unreadable rules', () => {
    expect(pageStyles(head(''))).toBeNull();
    expect(pageStyles(head('<style data-emotion="muirtl a">.muirtl-a{}</style>'))).toBeNull();
    expect(pageStyles(head('<style data-emotion="css a">body{x:1;}</style>'))).toBeNull();
  });
});

describe('outlivesItsComponentSafely', () => {
  it('accepts custom properties and keyframes only', () => {
    expect(outlivesItsComponentSafely(':root{--a:1;--b:x;}[data-x="dark"]{--a:2;}')).toBe(true);
    expect(
      outlivesItsComponentSafely(
        '@keyframes k{from{display:block;}}@-webkit-keyframes k{to{x:1;}}',
      ),
    ).toBe(true);
    expect(outlivesItsComponentSafely('')).toBe(true);
  });

  it('refuses any other rule, also inside an at-rule', () => {
    expect(outlivesItsComponentSafely('body{margin:0;}')).toBe(false);
    expect(outlivesItsComponentSafely(':root{--a:1;color:red;}')).toBe(false);
    expect(outlivesItsComponentSafely('@media print{:root{--a:1;}}')).toBe(false);
  });
});
