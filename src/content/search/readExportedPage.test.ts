import { readExportedPage } from './readExportedPage';

const html = (article: string, lang = 'en') =>
  `<!DOCTYPE html><html lang="${lang}"><head><meta name="description" content="Buttons &amp; more"/></head>` +
  `<body><header><a href="/x/">X</a></header><main id="main-content">${article}</main>` +
  `<script>window.x = "not content"</script></body></html>`;

describe('readExportedPage', () => {
  it('reads the title, description, headings, API entries, text and links of the content', () => {
    const page = readExportedPage(
      '/material-ui/api/button/',
      html(
        '<article data-search-body=""><nav><a href="/material-ui/">Material UI</a></nav>' +
          '<button>Copy page</button><h1>Button API</h1><p>Props of <a href="/material-ui/api/button-base/#props">ButtonBase</a>.</p>' +
          '<h2 id="props"><a href="#props">Props</a></h2><div role="group"><button>Table</button></div>' +
          '<ul><li id="prop-disableElevation"><a href="#prop-disableElevation"><code>disableElevation</code></a><p>No shadow.</p></li>' +
          '<li id="class-root"><code>root</code><dl><dt>Class name</dt><dd><code>.MuiButton-root</code></dd></dl></li></ul>' +
          '<section data-search-ignore=""><p>Demo code</p></section></article>',
      ),
    );
    expect(page).toEqual({
      path: '/material-ui/api/button/',
      language: 'en',
      title: 'Button API',
      description: 'Buttons & more',
      translated: true,
      sections: [
        { kind: 'heading', text: 'Props', id: 'props' },
        { kind: 'prop', text: 'disableElevation', id: 'prop-disableElevation' },
        { kind: 'class', text: 'MuiButton-root', id: 'class-root' },
      ],
      text: 'Props of ButtonBase . Props disableElevation No shadow. root Class name .MuiButton-root',
      links: ['/material-ui/api/button-base/'],
    });
  });

  it("finds an interface's properties like a component's props", () => {
    const page = readExportedPage(
      '/x/api/data-grid/grid-col-def/',
      html(
        '<article data-search-body=""><h1>GridColDef API</h1>' +
          '<ul><li id="property-valueGetter"><code>valueGetter</code><p>Computes the value.</p></li></ul></article>',
      ),
    );
    expect(page?.sections).toEqual([
      { kind: 'prop', text: 'valueGetter', id: 'property-valueGetter' },
    ]);
  });

  it('knows a page whose text is not in its language, and skips pages without content', () => {
    const page = readExportedPage(
      '/zh/material-ui/react-button/',
      html(
        '<article data-search-body="" data-search-untranslated=""><h1>Button</h1></article>',
        'zh',
      ),
    );
    expect(page).toMatchObject({ language: 'zh', translated: false, title: 'Button' });
    expect(readExportedPage('/offline/', html('<article><h1>Offline</h1></article>'))).toBeNull();
    expect(readExportedPage('/broken/', '<html><body><div data-search-body')).toBeNull();
  });
});
