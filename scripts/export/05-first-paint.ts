/**
 * Export step, one pass over every page for what its first paint needs:
 * - the page preloads the fonts of its first paint, found in the stylesheets it links to: the
 *   shell's (src/content/export/fontPreloads.ts) and those of the demos it renders
 *   (src/content/export/demoFontPreloads.ts);
 * - its scripts load after that paint (src/content/export/paintFirstScripts.ts).
 * Runs before the service worker step, which precaches the same script files whatever loads them.
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
import { htmlFiles } from '../gates/exportFiles';
import { replacePage } from '@/content/export/replacePage';

/** Pages read, rewritten and written at once. */
const CONCURRENT_FILES = 16;

export async function run(outDir: string): Promise<void> {
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
  // Pages only: Next's own folder holds no page to rewrite.
  const files = htmlFiles(outDir)
    .filter((file) => !file.startsWith(`_next${path.sep}`))
    .map((file) => path.join(outDir, file));
  const notRewritten: string[] = [];
  let preloading = 0;
  let deferred = 0;
  const rewrite = async (file: string): Promise<void> => {
    const html = await fs.promises.readFile(file, 'utf8');
    const faces = linkedStylesheets(html).flatMap(facesOfStylesheet);
    const shellFonts = faces.filter(isShellFirstPaintFace).map((face) => face.url);
    // Only a page that links a demo font's stylesheet has demos: the others skip reading their markup.
    const demoFaces = faces.filter((face) => face.family !== SHELL_FAMILY);
    const demoFonts =
      demoFaces.length === 0
        ? []
        : usedFaceUrls(demoFaces, renderedFonts(inlineCss(html), classesWithText(html)));
    const fonts = [...new Set([...shellFonts, ...demoFonts])];
    const withFonts = addFontPreloads(html, fonts);
    const withScripts = paintFirstScripts(withFonts ?? html);
    const left = scriptsLeftInPlace(withScripts ?? withFonts ?? html);
    if (left.length > 0) {
      notRewritten.push(`${path.relative(outDir, file)} (${left.join(', ')})`);
    }
    preloading += withFonts === null ? 0 : 1;
    deferred += withScripts === null ? 0 : 1;
    if (withFonts !== null || withScripts !== null) {
      await replacePage(file, withScripts ?? withFonts ?? html);
    }
  };
  // A few files at a time, so reading and writing one overlaps rewriting another.
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < files.length) {
      const file = files[next];
      next += 1;
      await rewrite(file);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT_FILES }, worker));
  if (notRewritten.length > 0) {
    throw new Error(
      `[export] 05-first-paint: ${notRewritten.length} page(s) still load Next.js scripts before their first paint, which this step could not move into its loader:\n  ${notRewritten.slice(0, 20).join('\n  ')}\nNext.js may write its script tags differently now: update the script matching in src/content/export/paintFirstScripts.ts.`,
    );
  }
  console.log(
    `[export] of ${files.length} pages, ${preloading} preload their first-paint fonts and ${deferred} load their scripts after first paint`,
  );
}
