import { rewriteLinks, twinLinkResolver } from './links';

const pages = new Set(['/', '/material-ui/react-button', '/material-ui/api/button']);
const resolve = twinLinkResolver((path) => pages.has(path));

describe('twinLinkResolver', () => {
  it('points site links to pages at their twins, keeping the fragment', () => {
    expect(resolve('/material-ui/react-button/')).toBe('/material-ui/react-button.md');
    expect(resolve('/material-ui/api/button/#props')).toBe('/material-ui/api/button.md#props');
    expect(resolve('/material-ui/react-button?x=1#a')).toBe('/material-ui/react-button.md#a');
    expect(resolve('/')).toBe('/index.md');
  });

  it('treats https://mui.com links to pages of this site as site links', () => {
    expect(resolve('https://mui.com/material-ui/api/button/')).toBe('/material-ui/api/button.md');
  });

  it('sends site paths without a page here to mui.com', () => {
    expect(resolve('/material-ui/transitions/#prop')).toBe(
      'https://mui.com/material-ui/transitions/#prop',
    );
    expect(resolve('https://mui.com/toolpad/')).toBe('https://mui.com/toolpad/');
  });

  it('leaves external, protocol-relative, relative and anchor links alone', () => {
    expect(resolve('https://github.com/mui')).toBeNull();
    expect(resolve('//cdn.example.com/x')).toBeNull();
    expect(resolve('react-button/')).toBeNull();
    expect(resolve('#basic')).toBeNull();
  });
});

describe('rewriteLinks', () => {
  it('rewrites inline links and keeps titles', () => {
    expect(rewriteLinks('See [Button](/material-ui/react-button/ "Button") now.', resolve)).toBe(
      'See [Button](/material-ui/react-button.md "Button") now.',
    );
    expect(rewriteLinks('[a](</material-ui/api/button/>)', resolve)).toBe(
      '[a](</material-ui/api/button.md>)',
    );
  });

  it('rewrites link definitions', () => {
    expect(rewriteLinks('[button]: /material-ui/react-button/ "B"', resolve)).toBe(
      '[button]: /material-ui/react-button.md "B"',
    );
  });

  it('leaves inline code alone', () => {
    const line = 'Write `[x](/material-ui/react-button/)` to link, or ``[y](/)``.';
    expect(rewriteLinks(line, resolve)).toBe(line);
  });

  it('leaves external links alone', () => {
    const line = '[MUI](https://github.com/mui) and [anchor](#top)';
    expect(rewriteLinks(line, resolve)).toBe(line);
  });
});
