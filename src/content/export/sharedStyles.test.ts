import { inlineStyleBytes } from './emotionStyleTags';
import {
  planSharedStyles,
  rewritePageStyles,
  shellRuleIds,
  stylesheetCss,
  type StylePage,
} from './sharedStyles';
import { pageStyles } from './styleUnits';

const BASELINE = 'body{margin:0;}';
const VARIABLES = ':root{--a:1;}';

function page(globals: Record<string, string>, rules: Record<string, string>): string {
  const globalTags = Object.entries(globals)
    .map(([id, css]) => `<style data-emotion="css-global ${id}">${css}</style>`)
    .join('');
  const ids = Object.keys(rules).join(' ');
  const css = Object.values(rules).join('');
  return `<!DOCTYPE html><html><head><title>t</title><meta name="emotion-insertion-point" content=""/>${globalTags}<style data-emotion="css ${ids}">${css}</style><link rel="stylesheet" href="/_next/static/chunks/fonts.css"/></head><body><div class="css-shell"></div></body></html>`;
}

const shellRule = '.css-shell{display:flex;}';
const big = (id: string, size: number) => `.css-${id}{content:"${'x'.repeat(size)}";}`;

function stylePage(key: string, html: string): StylePage & { html: string } {
  const styles = pageStyles(html);
  if (styles === null) throw new Error(`fixture ${key} unreadable`);
  return { key, styles, html };
}

const pages = [
  stylePage(
    'home',
    page({ base: BASELINE, vars: VARIABLES }, { shell: shellRule, h: '.css-h{x:1;}' }),
  ),
  stylePage(
    'guide',
    page({ base: BASELINE, vars: VARIABLES }, { shell: shellRule, g: '.css-g{y:1;}' }),
  ),
  stylePage(
    'guide',
    page({ base: BASELINE, vars: VARIABLES }, { shell: shellRule, g: '.css-g{y:1;}' }),
  ),
  stylePage(
    'demo',
    page(
      { base: BASELINE, vars: VARIABLES, joy: ':root{--joy:1;}', odd: 'p{color:red;}' },
      { shell: shellRule, d: big('d', 9000) },
    ),
  ),
];

describe('planSharedStyles', () => {
  it('shares what enough pages use (a page and its twin count once), globals first', () => {
    const plan = planSharedStyles(pages, 0.5);
    expect(plan.shell.map((unit) => unit.id)).toEqual(['base', 'vars', 'shell']);
    expect(stylesheetCss(plan.shell)).toBe(`${BASELINE}${VARIABLES}${shellRule}`);
  });

  it('shares a global found on some pages only if it can outlive its component', () => {
    const plan = planSharedStyles(pages, 0.2);
    const ids = plan.shell.map((unit) => unit.id);
    expect(ids).toContain('joy');
    expect(ids).not.toContain('odd');
  });

  it('never shares an id whose CSS differs between pages', () => {
    const other = stylePage(
      'other',
      page({ base: BASELINE }, { shell: '.css-shell{display:grid;}' }),
    );
    const plan = planSharedStyles([...pages, other], 0.2);
    expect(plan.inconsistent).toEqual(['shell']);
    expect(plan.shell.map((unit) => unit.id)).not.toContain('shell');
  });
});

describe('rewritePageStyles', () => {
  const plan = planSharedStyles(pages, 0.5);
  const options = {
    shellIds: new Set(plan.shell.map((unit) => unit.id)),
    shellRuleIds: [...shellRuleIds(plan.shell), 'elsewhere'],
    shellHref: '/_next/static/css/shell.1.css',
    inlineBudgetBytes: 8000,
    pageHref: (css: string) => `/_next/static/css/page.${css.length}.css`,
  };

  it('links the shell sheet before the insertion point and keeps the ids of what moved', () => {
    const rewritten = rewritePageStyles(pages[0].html, pages[0].styles, options);
    expect(rewritten?.pageCss).toBeNull();
    expect(rewritten?.html).toContain(
      '<title>t</title><link rel="stylesheet" href="/_next/static/css/shell.1.css"/><meta name="emotion-insertion-point" content=""/>' +
        '<style data-emotion="css-global base"></style><style data-emotion="css-global vars"></style>' +
        '<style data-emotion="css shell h elsewhere">.css-h{x:1;}</style><link rel="stylesheet" href="/_next/static/chunks/fonts.css"/>',
    );
  });

  it("puts a page's own styles over the budget in a sheet of its own, leaving a removable global inline", () => {
    const demo = pages[3];
    expect(inlineStyleBytes(demo.html)).toBeGreaterThan(8000);
    const rewritten = rewritePageStyles(demo.html, demo.styles, options);
    expect(rewritten?.pageCss).toBe(`:root{--joy:1;}${big('d', 9000)}`);
    const html = rewritten?.html ?? '';
    expect(html).toContain(
      `<link rel="stylesheet" href="/_next/static/css/shell.1.css"/><link rel="stylesheet" href="/_next/static/css/page.${rewritten?.pageCss?.length}.css"/><meta name="emotion-insertion-point"`,
    );
    expect(html).toContain('<style data-emotion="css-global odd">p{color:red;}</style>');
    expect(html).toContain('<style data-emotion="css-global joy"></style>');
    expect(html).toContain('<style data-emotion="css shell d elsewhere"></style>');
    expect(inlineStyleBytes(html)).toBeLessThanOrEqual(8000);
  });

  it('moves keyframes into the rules element, where emotion counts them as inserted', () => {
    const html = page(
      { 'animation-k': '@keyframes animation-k{to{opacity:0;}}' },
      { shell: shellRule, s: '.css-s{animation:animation-k 1s;}' },
    );
    const styles = pageStyles(html);
    const rewritten = styles && rewritePageStyles(html, styles, options);
    expect(rewritten?.html).toContain(
      '<style data-emotion="css animation-k shell s elsewhere">@keyframes animation-k{to{opacity:0;}}.css-s{animation:animation-k 1s;}</style>',
    );
    expect(rewritten?.html).not.toContain('css-global animation-k');
  });

  it('leaves a page without an insertion point before its styles', () => {
    const html = pages[0].html.replace('<meta name="emotion-insertion-point" content=""/>', '');
    expect(rewritePageStyles(html, pages[0].styles, options)).toBeNull();
  });
});
