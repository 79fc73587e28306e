/**
 * @jest-environment jsdom
 */
import { BLOG_FEED_PATH, blogAtomFeed, escapeXml } from './blogFeed';

const posts = [
  {
    path: '/blog/older',
    title: 'Older <post> & "quotes"',
    description: 'An older one',
    date: '2023-12-01',
    authors: ['A & B'],
  },
  {
    path: '/blog/newer',
    title: 'Newer',
    description: 'Control \u0001 characters dropped',
    date: '2023-12-25',
    authors: ['MUI Core team'],
  },
];

describe('blogAtomFeed', () => {
  const xml = blogAtomFeed(posts, { origin: 'https://example.org/', title: 'MUI blog' });

  it('is well-formed Atom, newest entry first, with absolute links', () => {
    // jsdom's DOMParser is a strict XML parser: a malformed document yields <parsererror>.
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement?.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    const entries = Array.from(doc.getElementsByTagName('entry'));
    expect(entries).toHaveLength(2);
    expect(entries[0].getElementsByTagName('id')[0].textContent).toBe(
      'https://example.org/blog/newer/',
    );
    expect(entries[1].getElementsByTagName('title')[0].textContent).toBe('Older <post> & "quotes"');
    expect(doc.getElementsByTagName('updated')[0].textContent).toBe('2023-12-25T00:00:00Z');
    expect(xml).toContain(`href="https://example.org${BLOG_FEED_PATH}"`);
    expect(xml).not.toContain('\u0001');
  });

  it('escapes markup', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;',
    );
  });
});
