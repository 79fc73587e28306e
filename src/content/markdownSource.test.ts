import path from 'node:path';
import { DATA_DIR } from './contentPaths';
import { parseMarkdown } from './markdownSource';

const DOC = path.join(DATA_DIR, 'material-ui', 'react-example.md');
const POST = path.join(DATA_DIR, 'blog', 'example-post.md');

describe('parseMarkdown', () => {
  it('reads the keys of a doc page', () => {
    const page = parseMarkdown(
      DOC,
      '---\ntitle: Example\ncomponents: Button, Chip\n---\n\nText.\n',
    );
    expect(page.frontMatter).toMatchObject({ title: 'Example', components: ['Button', 'Chip'] });
  });

  it('refuses an unknown key, naming the file, the line and the key meant', () => {
    expect(() =>
      parseMarkdown(DOC, '---\ntitle: Example\ncomponent: Button\n---\n\nText.\n'),
    ).toThrow(
      'data/material-ui/react-example.md:3: unknown front matter key "component": did you mean "components"?',
    );
  });

  it('takes blog keys on a blog post only', () => {
    const post = '---\ntitle: Post\ndate: 2026-01-02\nauthors: [a]\n---\n\nText.\n';
    expect(parseMarkdown(POST, post).frontMatter.date).toBe('2026-01-02');
    expect(() => parseMarkdown(DOC, post)).toThrow('unknown front matter key "date"');
  });

  it('refuses a component link that is not https, naming the file and the line', () => {
    expect(() =>
      parseMarkdown(
        DOC,
        '---\ntitle: Example\nwaiAria: http://www.w3.org/WAI/ARIA/apg/patterns/button/\n---\n\nText.\n',
      ),
    ).toThrow('data/material-ui/react-example.md:3: "waiAria" must be an https:// URL');
    expect(
      parseMarkdown(DOC, '---\ntitle: Example\nsourceFolder: Button\n---\n\nText.\n').frontMatter
        .links.sourceFolder,
    ).toBe('Button');
  });

  it('names the file when the title is missing', () => {
    expect(() => parseMarkdown(DOC, '---\ndescription: x\n---\n\nText.\n')).toThrow(
      'data/material-ui/react-example.md:1: the page has no title',
    );
  });
});
