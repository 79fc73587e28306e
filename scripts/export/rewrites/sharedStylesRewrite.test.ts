/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rewriteExportedPages } from '../04-page-rewrites';
import { sharedStylesRewrite } from './sharedStylesRewrite';

/** The export step with this rewrite alone. */
async function run(out: string): Promise<void> {
  rewriteExportedPages(out, [sharedStylesRewrite(out)]);
}
import { inlineStyleBytes } from '@/content/export/emotionStyleTags';

const SHELL_VARIABLES = `:root{${'--v:1;'.repeat(20)}}`;
const SHELL_RULE = '.css-frame{display:flex;}';

/** A page in the shape pages/_document.tsx writes; `own` is CSS of its own class `css-own<n>`. */
function page(n: number, ownBytes: number): string {
  const own = `.css-own${n}{content:"${'x'.repeat(ownBytes)}";}`;
  return `<!DOCTYPE html><html><head><title>p${n}</title><script>prePaint()</script><meta name="emotion-insertion-point" content=""/><style data-emotion="css-global vars">${SHELL_VARIABLES}</style><style data-emotion="css frame own${n}">${SHELL_RULE}${own}</style></head><body><div class="css-frame css-own${n}"></div></body></html>`;
}

function linkedSheets(html: string): string[] {
  return [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"\/>/g)].map((match) => match[1]);
}

describe('the shared-styles rewrite of export step 04-page-rewrites', () => {
  it("moves the shell's styles into one sheet, a large page's own into another, and fits the budget", async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-styles-'));
    try {
      // Ten pages: a class of one page's own is on a tenth of them, under the shell's share.
      const files = Array.from({ length: 10 }, (_, n) => path.join(out, `p${n}`, 'index.html'));
      files.forEach((file, n) => {
        fs.mkdirSync(path.dirname(file), { recursive: true });
        // The last page has more CSS of its own than fits inline.
        fs.writeFileSync(file, page(n, n === 9 ? 9000 : 100));
      });
      expect(inlineStyleBytes(fs.readFileSync(files[9], 'utf8'))).toBeGreaterThan(8000);
      await run(out);
      const pages = files.map((file) => fs.readFileSync(file, 'utf8'));
      const sheets = pages.map(linkedSheets);
      const shell = sheets[0][0];
      expect(shell).toMatch(/^\/_next\/static\/css\/shell\.[0-9a-f]{16}\.css$/);
      expect(fs.readFileSync(path.join(out, shell), 'utf8')).toBe(
        `${SHELL_VARIABLES}${SHELL_RULE}`,
      );
      expect(sheets.slice(0, 9)).toEqual(Array.from({ length: 9 }, () => [shell]));
      expect(sheets[9]).toHaveLength(2);
      expect(
        fs.readFileSync(path.join(out, sheets[9][1]), 'utf8') ===
          `.css-own9{content:"${'x'.repeat(9000)}";}`,
      ).toBe(true);
      for (const html of pages) {
        expect(inlineStyleBytes(html)).toBeLessThanOrEqual(8000);
        expect(html.indexOf('<link rel="stylesheet"')).toBeGreaterThan(html.indexOf('prePaint()'));
      }
      expect(pages[0]).toContain(
        '<style data-emotion="css-global vars"></style><style data-emotion="css frame own0">.css-own0{',
      );
      // Run again over its own output: nothing changes.
      await run(out);
      expect(files.map((file) => fs.readFileSync(file, 'utf8'))).toEqual(pages);
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });

  it('fails with the page named when its emotion styles cannot be read', async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-styles-'));
    try {
      fs.writeFileSync(
        path.join(out, 'index.html'),
        '<head><meta name="emotion-insertion-point" content=""/><style data-emotion="css a">body{margin:0;}</style></head>',
      );
      await expect(run(out)).rejects.toThrow(
        /index\.html: its emotion style elements could not be read/,
      );
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });
});
