import vm from 'node:vm';
import {
  MERGED_PREFIX,
  mergeStylesheets,
  mergedFile,
  placeholderScript,
} from './mergedStylesheets';

const CSS: Record<string, string> = {
  '/_next/static/chunks/fonts.css': '@font-face{font-family:X;src:url(../media/x.woff2)}',
  '/_next/static/chunks/page.css': '.a_page{color:red}',
  '/_next/static/chunks/tabs.css': '.b_tabs{display:flex}\n',
  '/_next/static/chunks/import.css': '@import url(other.css);.c{}',
};
const read = (href: string) => {
  const css = CSS[href];
  if (css === undefined) throw new Error(`no ${href}`);
  return css;
};
const fileOf = (hrefs: readonly string[]) => mergedFile(hrefs, read);

const page = (links: string) =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/css/shell.1.css"/>${links}</head><body><p>Hi</p></body></html>`;

const FONTS =
  '<link rel="preload" href="/_next/static/chunks/fonts.css" as="style"/><link rel="stylesheet" href="/_next/static/chunks/fonts.css" data-n-g=""/>';
const PAGE =
  '<link rel="preload" href="/_next/static/chunks/page.css" as="style"/><link rel="stylesheet" href="/_next/static/chunks/page.css" data-n-p=""/>';
const TABS =
  '<link rel="preload" href="/_next/static/chunks/tabs.css" as="style"/><link rel="stylesheet" href="/_next/static/chunks/tabs.css"/>';

describe('mergeStylesheets', () => {
  it('joins a page’s chunk stylesheets, in order, into one file named by its content', () => {
    const result = mergeStylesheets(page(FONTS + PAGE + TABS), fileOf);
    if (result === null) throw new Error('not merged');
    const { html, merged } = result;
    expect(merged.css).toBe(
      '@font-face{font-family:X;src:url(../media/x.woff2)}\n.a_page{color:red}\n.b_tabs{display:flex}\n',
    );
    expect(merged.href).toMatch(
      new RegExp(`^${MERGED_PREFIX.replace(/\./g, '\\.')}[0-9a-f]{16}\\.css$`),
    );
    // One stylesheet fetched where the first was, after the shell's; the others are gone, and a
    // script before the stylesheets puts disabled links of them back for Turbopack's loader.
    const hrefs = [
      '/_next/static/chunks/fonts.css',
      '/_next/static/chunks/page.css',
      '/_next/static/chunks/tabs.css',
    ];
    expect(html).toContain(
      `<head>${placeholderScript(hrefs)}<link rel="stylesheet" href="/_next/static/css/shell.1.css"/><link rel="stylesheet" href="${merged.href}"/></head>`,
    );
    expect(html).not.toContain('rel="preload"');
    expect(html).toContain('<body><p>Hi</p></body>');
    // The same stylesheets make the same file; a page rewritten already is left alone.
    expect(mergeStylesheets(page(FONTS + PAGE + TABS), fileOf)?.merged.href).toBe(merged.href);
    expect(mergeStylesheets(html, fileOf)).toBeNull();
  });

  it('puts back a disabled link of each merged stylesheet, which a browser does not fetch', () => {
    const appended: { rel: string; href: string; disabled: boolean }[] = [];
    const source = /<script id="[^"]+">([\s\S]*)<\/script>/.exec(
      placeholderScript(['/_next/static/chunks/a.css', '/_next/static/chunks/</script>.css']),
    )?.[1];
    vm.runInNewContext(source ?? '', {
      document: {
        createElement: () => ({ rel: '', href: '', disabled: false }),
        head: { appendChild: (link: (typeof appended)[number]) => appended.push(link) },
      },
    });
    expect(appended).toEqual([
      { rel: 'stylesheet', href: '/_next/static/chunks/a.css', disabled: true },
      { rel: 'stylesheet', href: '/_next/static/chunks/</script>.css', disabled: true },
    ]);
  });

  it('leaves a page with one chunk stylesheet, or with another stylesheet between them, alone', () => {
    expect(mergeStylesheets(page(FONTS), fileOf)).toBeNull();
    expect(
      mergeStylesheets(
        page(`${FONTS}<link rel="stylesheet" href="/_next/static/css/page.2.css"/>${PAGE}`),
        fileOf,
      ),
    ).toBeNull();
  });

  it('names a stylesheet that cannot be merged, and one it cannot read', () => {
    const withImport = '<link rel="stylesheet" href="/_next/static/chunks/import.css"/>';
    expect(() => mergeStylesheets(page(FONTS + withImport), fileOf)).toThrow(
      /import\.css cannot be merged.*@import/,
    );
    const missing = '<link rel="stylesheet" href="/_next/static/chunks/gone.css"/>';
    expect(() => mergeStylesheets(page(FONTS + missing), fileOf)).toThrow(/gone\.css/);
  });
});
