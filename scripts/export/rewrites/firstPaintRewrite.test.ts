/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rewriteExportedPages } from '../04-page-rewrites';
import { firstPaintRewrite } from './firstPaintRewrite';

/** The export step with this rewrite alone. */
async function run(out: string): Promise<void> {
  rewriteExportedPages(out, [firstPaintRewrite(out)]);
}
import { loaderScriptUrls } from '@/content/export/paintFirstScripts';

const CSS = [
  '@font-face{font-family:IBM Plex Sans;font-weight:400;src:url(../media/ibm-plex-sans-basic-latin-400-normal.aa.woff2)format("woff2")}',
  '@font-face{font-family:Roboto;font-weight:500;src:url(../media/roboto-basic-latin-500-normal.bb.woff2)format("woff2")}',
].join('');

/** A page; with a demo, its server CSS styles an element in Roboto 500. */
const page = (title: string, demo = false) =>
  `<!DOCTYPE html><html><head><title>${title}</title>${demo ? '<style data-emotion="css x">.css-x{font-family:"Roboto",sans-serif;font-weight:500;}</style>' : ''}<link rel="stylesheet" href="/_next/static/chunks/app.css" data-n-g=""/><script src="/_next/static/chunks/main.js" defer=""></script></head><body><div id="__next">${demo ? `<button class="css-x">${title}</button>` : title}</div></body></html>`;

describe('the first-paint rewrite of export step 04-page-rewrites', () => {
  it('rewrites every page of the export once, preloading the demo fonts it renders, and leaves _next/ alone', async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'first-paint-'));
    try {
      fs.mkdirSync(path.join(out, '_next', 'static', 'chunks'), { recursive: true });
      fs.writeFileSync(path.join(out, '_next', 'static', 'chunks', 'app.css'), CSS);
      fs.writeFileSync(path.join(out, '_next', 'static', 'chunks', 'kept.html'), page('kept'));
      const pages = Array.from({ length: 40 }, (_, i) => path.join(out, `p${i}`, 'index.html'));
      for (const file of pages) {
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, page(file, pages.indexOf(file) % 2 === 1));
      }
      await run(out);
      await run(out);
      for (const [index, file] of pages.entries()) {
        const html = fs.readFileSync(file, 'utf8');
        const demo = index % 2 === 1;
        expect(loaderScriptUrls(html)).toEqual(['/_next/static/chunks/main.js']);
        expect(html.match(/rel="preload"/g)).toHaveLength(demo ? 2 : 1);
        expect(html).toContain(
          'href="/_next/static/media/ibm-plex-sans-basic-latin-400-normal.aa.woff2" as="font"',
        );
        expect(html.includes('roboto-basic-latin-500-normal.bb.woff2')).toBe(demo);
      }
      expect(
        fs.readFileSync(path.join(out, '_next', 'static', 'chunks', 'kept.html'), 'utf8'),
      ).toBe(page('kept'));
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });
});
