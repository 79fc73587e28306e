import { asNavTree, navTreeProblem } from './navEntryShape';

describe('navTreeProblem', () => {
  it('accepts a tree with groups and leaves', () => {
    expect(
      navTreeProblem([
        { pathname: '/a-group', children: [{ pathname: '/a/b', title: 'B' }] },
        { pathname: '/a/c' },
      ]),
    ).toBeNull();
  });

  it('names what is not a tree', () => {
    expect(navTreeProblem({ pathname: '/a' })).toBe('the tree is not an array of entries');
    expect(navTreeProblem([null])).toBe('entry 1 is not an object');
    expect(navTreeProblem([{ pathname: '/a' }, { title: 'B' }])).toBe(
      'entry 2 has no pathname starting with "/"',
    );
    expect(navTreeProblem([{ pathname: 'a' }])).toBe('entry 1 has no pathname starting with "/"');
  });

  it('follows children, naming the path to the bad entry', () => {
    expect(
      navTreeProblem([{ pathname: '/g', children: [{ pathname: '/g/a' }, { pathname: 3 }] }]),
    ).toBe('entry 1 (/g) children > entry 2 has no pathname starting with "/"');
    expect(navTreeProblem([{ pathname: '/g', children: 'no' }])).toBe(
      'entry 1 (/g) children is not an array of entries',
    );
  });
});

describe('asNavTree', () => {
  it('returns the tree, or throws naming the file', () => {
    const tree = [{ pathname: '/a' }];
    expect(asNavTree(tree, 'data/a/pages.ts')).toBe(tree);
    expect(() => asNavTree([], 'data/a/pages.ts')).not.toThrow();
    expect(() => asNavTree([{}], 'data/a/pages.ts')).toThrow(
      'data/a/pages.ts: the default export must be the area\'s navigation (NavEntry[]), but entry 1 has no pathname starting with "/"',
    );
  });
});
