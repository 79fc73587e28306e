import { closestKey, editDistance, unknownKeyProblems } from './frontMatterKeys';

describe('front matter keys', () => {
  it('measures typos, transpositions included', () => {
    expect(editDistance('component', 'components')).toBe(1);
    expect(editDistance('hoosk', 'hooks')).toBe(1);
    expect(editDistance('title', 'title')).toBe(0);
  });

  it('accepts every key of the kind', () => {
    expect(unknownKeyProblems('doc', ['title', 'description', 'components', 'hooks'])).toEqual([]);
    expect(unknownKeyProblems('blog-post', ['title', 'date', 'authors', 'tags'])).toEqual([]);
  });

  it('refuses an unknown key and suggests the key meant', () => {
    expect(unknownKeyProblems('doc', ['title', 'component'])).toEqual([
      {
        key: 'component',
        message:
          'unknown front matter key "component": did you mean "components"? (a doc page takes title, description, components, hooks, sourceFolder, githubLabel, waiAria, materialDesign, figma)',
      },
    ]);
    expect(unknownKeyProblems('doc', ['date'])[0].message).toMatch(
      /^unknown front matter key "date" \(a doc page/,
    );
  });

  it('suggests nothing for a key far from every allowed one', () => {
    expect(closestKey('layout', ['title', 'description', 'components', 'hooks'])).toBeNull();
    expect(closestKey('Title', ['title', 'description'])).toBe('title');
  });
});
