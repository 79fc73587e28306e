import { resolveMarkdownLink } from './relativeLinks';

describe('resolveMarkdownLink', () => {
  it.each([
    ['../guides/theming.md', '/material-ui/components/button', '/material-ui/guides/theming/'],
    ['sibling.md#usage', '/joy-ui/guides/a', '/joy-ui/guides/sibling/#usage'],
    ['../index.md', '/x/guides/a', '/x/'],
    ['https://example.org/a.md', '/x/guides/a', 'https://example.org/a.md'],
    ['/material-ui/react-button/', '/x/guides/a', '/material-ui/react-button/'],
    ['#section', '/x/guides/a', '#section'],
    ['picture.png', '/x/guides/a', 'picture.png'],
  ])('%s from %s is %s', (href, page, expected) => {
    expect(resolveMarkdownLink(href, page)).toBe(expected);
  });
});
