import { classPosition, rulesById, topLevelRules } from './cssRules';

describe('topLevelRules', () => {
  it('splits rules, at-rule blocks and statements, keeping braces inside strings', () => {
    expect(
      topLevelRules(
        '@import url(a.css);.a{content:"}{";}@media (min-width:600px){.a{color:red;}}.b{x:\'}\';}',
      ),
    ).toEqual([
      '@import url(a.css);',
      '.a{content:"}{";}',
      '@media (min-width:600px){.a{color:red;}}',
      ".b{x:'}';}",
    ]);
  });

  it('returns an unclosed block as a last rule, so nothing is lost', () => {
    expect(topLevelRules('.a{x:1;}.b{y:2;')).toEqual(['.a{x:1;}', '.b{y:2;']);
  });
});

describe('classPosition', () => {
  it('finds the class, not a longer class starting with it', () => {
    expect(classPosition('.css-1a:hover{}', 'css-1a')).toBe(0);
    expect(classPosition('.css-1ab{}', 'css-1a')).toBe(-1);
    expect(classPosition('.css-1a-MuiButton-root{}', 'css-1a')).toBe(-1);
    expect(classPosition('.css-1ab .css-1a{}', 'css-1a')).toBe(9);
  });
});

describe('rulesById', () => {
  it("gives each id its rules, media queries and nested rules included, in the chunk's order", () => {
    const css =
      '.css-a{color:red;}.css-a:hover{color:blue;}@media (min-width:600px){.css-a{margin:0;}}' +
      '.css-b-MuiButton-root{padding:0;}.css-b-MuiButton-root .MuiSvgIcon-root{width:1em;}';
    expect(rulesById('css', ['a', 'b-MuiButton-root', '0'], css)).toEqual(
      new Map([
        [
          'a',
          '.css-a{color:red;}.css-a:hover{color:blue;}@media (min-width:600px){.css-a{margin:0;}}',
        ],
        [
          'b-MuiButton-root',
          '.css-b-MuiButton-root{padding:0;}.css-b-MuiButton-root .MuiSvgIcon-root{width:1em;}',
        ],
        ['0', ''],
      ]),
    );
  });

  it('gives a rule naming two ids to the one its selector names first, never an earlier one', () => {
    expect(rulesById('css', ['a', 'b'], '.css-a{x:1;}.css-b .css-a{y:2;}')).toEqual(
      new Map([
        ['a', '.css-a{x:1;}'],
        ['b', '.css-b .css-a{y:2;}'],
      ]),
    );
    expect(
      rulesById('css', ['a', 'b', 'c'], '.css-b{x:1;}.css-a .css-b{y:1;}.css-c .css-a{z:1;}'),
    ).toEqual(
      new Map([
        ['a', ''],
        ['b', '.css-b{x:1;}.css-a .css-b{y:1;}'],
        ['c', '.css-c .css-a{z:1;}'],
      ]),
    );
  });

  it('refuses CSS whose first rule names no id', () => {
    expect(rulesById('css', ['a'], 'body{margin:0;}.css-a{x:1;}')).toBeNull();
  });
});
