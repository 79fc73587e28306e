/**
 * Page rewrite (scripts/export/04-page-rewrites.ts) for what a page's first paint needs:
 * - the page preloads the fonts of its first paint, found in the stylesheets it links to: the
 *   shell's (src/content/export/fontPreloads.ts) and those of the demos it renders
 *   (src/content/export/demoFontPreloads.ts);
 * - its scripts load after that paint (src/content/export/paintFirstScripts.ts).
 * Runs before the shared-styles rewrite, which moves the inline styles it reads the demos' fonts
 * from, and before the service worker step, which precaches the same script files whatever loads
 * them.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  SHELL_FAMILY,
  addFontPreloads,
  isShellFirstPaintFace,
  linkedStylesheets,
} from '@/content/export/fontPreloads';
import {
  basicLatinFaces,
  inlineCss,
  renderedFonts,
  usedFaceUrls,
  type DeclaredFace,
} from '@/content/export/demoFontPreloads';
import { classesWithText } from '@/content/export/classesWithText';
import { paintFirstScripts, scriptsLeftInPlace } from '@/content/export/paintFirstScripts';
import type { PageRewrite } from '@/content/export/pageRewrites';

export function firstPaintRewrite(outDir: string): PageRewrite {
  const facesOf = new Map<string, DeclaredFace[]>();
  const facesOfStylesheet = (cssUrl: string): DeclaredFace[] => {
    let faces = facesOf.get(cssUrl);
    if (!faces) {
      const file = path.join(outDir, cssUrl);
      faces = fs.existsSync(file) ? basicLatinFaces(cssUrl, fs.readFileSync(file, 'utf8')) : [];
      facesOf.set(cssUrl, faces);
    }
    return faces;
  };
  const notRewritten: string[] = [];
  let preloading = 0;
  let deferred = 0;
  return {
    rewrite: ({ file, html }) => {
      const faces = linkedStylesheets(html).flatMap(facesOfStylesheet);
      const shellFonts = faces.filter(isShellFirstPaintFace).map((face) => face.url);
      // Only a page that links a demo font's stylesheet has demos: the others skip reading their markup.
      const demoFaces = faces.filter((face) => face.family !== SHELL_FAMILY);
      const demoFonts =
        demoFaces.length === 0
          ? []
          : usedFaceUrls(demoFaces, renderedFonts(inlineCss(html), classesWithText(html)));
      const withFonts = addFontPreloads(html, [...new Set([...shellFonts, ...demoFonts])]);
      const withScripts = paintFirstScripts(withFonts ?? html);
      const left = scriptsLeftInPlace(withScripts ?? withFonts ?? html);
      if (left.length > 0) {
        notRewritten.push(`${file} (${left.join(', ')})`);
      }
      preloading += withFonts === null ? 0 : 1;
      deferred += withScripts === null ? 0 : 1;
      return withScripts ?? withFonts;
    },
    finish: (pages) => {
      if (notRewritten.length > 0) {
        throw new Error(
          `[export] first paint: ${notRewritten.length} page(s) still load Next.js scripts before their first paint, which this step could not move into its loader:\n  ${notRewritten.slice(0, 20).join('\n  ')}\nNext.js may write its script tags differently now: update the script matching in src/content/export/paintFirstScripts.ts (docs/upgrading.md#script-tags-in-exported-pages).`,
        );
      }
      console.log(
        `[export] of ${pages} pages, ${preloading} preload their first-paint fonts and ${deferred} load their scripts after first paint`,
      );
    },
  };
}
