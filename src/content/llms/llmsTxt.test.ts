import { llmsEntry, llmsFullTxt, llmsSections, llmsTxt } from './llmsTxt';
import { twinDocument, type TwinPage } from './twinDocument';

function page(path: string, area: string | null, title: string, description = ''): TwinPage {
  const twinPath = path === '/' ? '/index.md' : `${path}.md`;
  return {
    path,
    twinPath,
    area,
    title,
    description,
    markdown: twinDocument(title, description, 'Body.'),
  };
}

const pages = [
  page('/', null, 'MUI documentation', 'Home.'),
  page('/material-ui', 'material-ui', 'Material UI', 'Components.'),
  page('/material-ui/react-button', 'material-ui', 'Button [beta]', 'Buttons.'),
  page('/x', 'x', 'MUI X'),
  page('/blog', null, 'Blog', 'News.'),
  page('/blog/post', null, 'Post', 'A post.'),
  page('/experiments/docs/a', null, 'Experiment', 'Try.'),
  page('/versions', null, 'Versions', 'Versions.'),
];

describe('llmsSections', () => {
  it('groups pages by area, then the site, then Optional, leaving out empty areas', () => {
    expect(
      llmsSections(pages).map((section) => [section.title, section.pages.map((p) => p.path)]),
    ).toEqual([
      ['Material UI', ['/material-ui', '/material-ui/react-button']],
      ['MUI X', ['/x']],
      ['Site', ['/', '/versions']],
      ['Optional', ['/blog', '/blog/post', '/experiments/docs/a']],
    ]);
  });

  it('puts every page in exactly one section', () => {
    const listed = llmsSections(pages).flatMap((section) => section.pages);
    expect(listed).toHaveLength(pages.length);
    expect(new Set(listed).size).toBe(pages.length);
  });
});

describe('llmsEntry', () => {
  it('links the twin with the title, escaping brackets, then the description', () => {
    expect(llmsEntry(pages[2])).toBe(
      '- [Button \\[beta\\]](/material-ui/react-button.md): Buttons.',
    );
  });

  it('has no colon without a description', () => {
    expect(llmsEntry(pages[3])).toBe('- [MUI X](/x.md)');
  });
});

describe('llmsTxt', () => {
  const text = llmsTxt(llmsSections(pages), {
    name: 'MUI documentation',
    summary: 'Guides\nand APIs.',
    fullFiles: [{ title: 'Material UI', path: '/material-ui/llms-full.txt' }],
  });

  it('follows the llms.txt format: H1, blockquote, notes, then H2 sections of link lists', () => {
    const blocks = text.trim().split('\n\n');
    expect(blocks[0]).toBe('# MUI documentation');
    expect(blocks[1]).toBe('> Guides and APIs.');
    expect(blocks[2]).toContain('[llms-full.txt](/llms-full.txt)');
    expect(blocks[2]).toContain('[Material UI](/material-ui/llms-full.txt)');
    const sections = text.split('\n## ').slice(1);
    expect(sections.map((section) => section.split('\n')[0])).toEqual([
      'Material UI',
      'MUI X',
      'Site',
      'Optional',
    ]);
    for (const section of sections) {
      const [, blank, ...entries] = section.trim().split('\n');
      expect(blank).toBe('');
      for (const entry of entries) {
        expect(entry).toMatch(/^- \[.+\]\(\/.+\.md\)(: .+)?$/);
      }
    }
    expect(text.match(/^# /gm)).toHaveLength(1);
  });

  it('lists every page exactly once', () => {
    for (const p of pages) {
      expect(text.split(`](${p.twinPath})`)).toHaveLength(2);
    }
    expect(text.match(/^- \[/gm)).toHaveLength(pages.length);
  });
});

describe('llmsFullTxt', () => {
  it('concatenates the twins, each after a comment naming its URL', () => {
    const full = llmsFullTxt(pages.slice(1, 3));
    expect(full).toBe(
      '<!-- /material-ui.md -->\n\n# Material UI\n\n> Components.\n\nBody.\n\n---\n\n' +
        '<!-- /material-ui/react-button.md -->\n\n# Button [beta]\n\n> Buttons.\n\nBody.\n',
    );
  });
});
