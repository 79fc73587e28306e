import { plainInline, templateSlug, templatesOfMarkdown } from './templatePages';

describe('templateSlug', () => {
  it.each([
    ['SignInSide.tsx', 'sign-in-side'],
    ['Album', 'album'],
    ['InboxTemplate.tsx', 'inbox'],
    ['DashboardTemplate', 'dashboard'],
    ['Template', 'template'],
    ['HTMLPage', 'html-page'],
  ])('%s -> %s', (file, slug) => {
    expect(templateSlug(file)).toBe(slug);
  });
});

describe('plainInline', () => {
  it('keeps the words of links, code and emphasis', () => {
    expect(plainInline('A `Grid` with **bold** and [a link](/x/) _here_.')).toBe(
      'A Grid with bold and a link here.',
    );
  });
});

describe('templatesOfMarkdown', () => {
  const body = [
    '# Templates',
    '',
    'Intro paragraph.',
    '',
    '## Sign-in side',
    '',
    'A sign-in page with a `Grid`',
    'over two lines.',
    '',
    'A second paragraph.',
    '',
    '{{"demo": "SignInSide.tsx"}}',
    '',
    '```tsx',
    '## Not a heading',
    '{{"demo": "Fake.tsx"}}',
    '```',
    '',
    '## Album',
    '',
    '{{"demo": "AlbumTemplate.tsx", "bg": true}}',
  ].join('\n');

  it('lists each demo with the heading above it and its first paragraph', () => {
    expect(templatesOfMarkdown(body)).toEqual([
      {
        demo: 'SignInSide',
        slug: 'sign-in-side',
        title: 'Sign-in side',
        summary: 'A sign-in page with a Grid over two lines.',
      },
      { demo: 'AlbumTemplate', slug: 'album', title: 'Album', summary: '' },
    ]);
  });

  it('refuses two demos that would share a page', () => {
    expect(() =>
      templatesOfMarkdown('## A\n{{"demo": "Inbox.tsx"}}\n## B\n{{"demo": "InboxTemplate.tsx"}}'),
    ).toThrow(/Two templates would be exported at …\/inbox: rename the demo InboxTemplate.tsx/);
  });
});
