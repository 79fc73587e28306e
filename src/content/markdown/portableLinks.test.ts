import { createLinkPlaceholders, fillLinkPlaceholders, isLocalizableHref } from './portableLinks';

const quote = (value: string) => `"${value.replace(/&/g, '&#x26;')}"`;

describe('link placeholders', () => {
  it('fills each placeholder with its link in the reader language', () => {
    const { placeholderFor, ...links } = createLinkPlaceholders();
    const html = `<a href="${placeholderFor('/material-ui/a/')}">a</a> <a href="${placeholderFor('/joy-ui/b/?x=1&y=2')}">b</a>`;
    expect(fillLinkPlaceholders(html, links, 'en', quote)).toBe(
      '<a href="/material-ui/a/">a</a> <a href="/joy-ui/b/?x=1&#x26;y=2">b</a>',
    );
    expect(fillLinkPlaceholders(html, links, 'zh', quote)).toBe(
      '<a href="/zh/material-ui/a/">a</a> <a href="/zh/joy-ui/b/?x=1&#x26;y=2">b</a>',
    );
  });

  it('tells placeholder 1 from placeholder 10', () => {
    const { placeholderFor, ...links } = createLinkPlaceholders();
    const html = Array.from({ length: 11 }, (_, i) => `"${placeholderFor(`/p${i}/`)}"`).join(' ');
    const filled = fillLinkPlaceholders(html, links, 'en', quote);
    expect(filled.split(' ')).toEqual(Array.from({ length: 11 }, (_, i) => `"/p${i}/"`));
  });

  it('leaves text alone, including text that looks like a placeholder of another render', () => {
    const first = createLinkPlaceholders();
    const second = createLinkPlaceholders();
    expect(first.prefix).not.toBe(second.prefix);
    const html = `<p>"${second.placeholderFor('/x/')}" is not a link here</p>`;
    first.placeholderFor('/y/');
    expect(fillLinkPlaceholders(html, first, 'zh', quote)).toBe(html);
  });

  it('uses only letters and digits, which the HTML serializer writes unchanged', () => {
    const { placeholderFor } = createLinkPlaceholders();
    expect(placeholderFor('/a/')).toMatch(/^[a-z0-9]+_$/);
  });

  it('localizes site paths, not other pages, anchors or protocol-relative URLs', () => {
    expect(isLocalizableHref('/material-ui/')).toBe(true);
    expect(isLocalizableHref('https://example.com/')).toBe(false);
    expect(isLocalizableHref('#top')).toBe(false);
    expect(isLocalizableHref('//cdn.example.com/x.js')).toBe(false);
  });
});
