/**
 * Demo code on demand: a demo's highlighted TypeScript and JavaScript, its StackBlitz modules and
 * versions are what a reader sees only after pressing "Show code" (or "Open in StackBlitz"), yet
 * they were most of a component page's data (`__NEXT_DATA__`). The export moves each variant's code into a content-hashed JSON file
 * under Next's static folder, cached for good by the host and the service worker, and leaves its
 * URL in the page data; the demo fetches it when the reader asks (src/components/docs/demoCode.ts).
 * A page's English and Chinese versions, which show the same demos, share the files.
 */
import crypto from 'node:crypto';
import type { DemoCode, DemoPreview } from '@/content/demos/loadDemos';

/** Where the code files go: hashed, so hosts serve them as immutable. */
export const DEMO_CODE_DIR = '/_next/static/demo-code/';

export interface DemoCodeFile {
  /** The URL, under the export's root. */
  url: string;
  body: string;
}

/** The file of one variant's code, named by its content. */
export function demoCodeFile(code: DemoCode): DemoCodeFile {
  const body = JSON.stringify(code);
  const hash = crypto.createHash('sha256').update(body).digest('hex').slice(0, 16);
  return { url: `${DEMO_CODE_DIR}${hash}.json`, body };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isDemoPreview(value: unknown): value is DemoPreview {
  return (
    isObject(value) &&
    typeof value.tsCode === 'string' &&
    typeof value.tsHtml === 'string' &&
    typeof value.jsCode === 'string' &&
    typeof value.jsHtml === 'string'
  );
}

/** A variant's code: told apart by the same four strings as a preview (its versions and modules are not read). */
function isDemoCode(value: unknown): value is DemoCode {
  return isDemoPreview(value);
}

/**
 * Replaces the code of every demo variant in a page's props by the URL of its file, in place, and
 * hands each file to `keep`. False when the page has no demo code to move (none, or moved already).
 * A variant's short preview goes into the same file, and its place in the page data says only that
 * the page's HTML shows it (`{ fromPage: true }`): the browser reads the shown language back from
 * the markup (src/components/docs/previewFromPage.ts) and fetches the file for the other one.
 */
export function moveDemoCodeOut(pageProps: unknown, keep: (file: DemoCodeFile) => void): boolean {
  if (!isObject(pageProps) || !isObject(pageProps.demos)) {
    return false;
  }
  let moved = false;
  for (const demo of Object.values(pageProps.demos)) {
    if (!isObject(demo) || !isObject(demo.variants)) {
      continue;
    }
    for (const variant of Object.values(demo.variants)) {
      // A demo that shows its code from the start keeps it in the page (loadDemos.ts).
      if (isObject(variant) && isDemoCode(variant.code) && variant.codeInPage !== true) {
        const preview = isDemoPreview(variant.preview) ? variant.preview : undefined;
        const file = demoCodeFile(preview ? { ...variant.code, preview } : variant.code);
        if (preview) {
          variant.preview = { fromPage: true };
        }
        keep(file);
        variant.code = file.url;
        moved = true;
      }
    }
  }
  return moved;
}
