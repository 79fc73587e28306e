/**
 * A demo's short preview without its copy in the page data: the export moves the preview into the
 * variant's code file (src/content/export/demoCodeOnce.ts), and the page shows it from its HTML,
 * in the language the server rendered. The browser reads that markup back once, before hydration
 * touches it, as it reads the article (segmentsFromPage.ts); a page reached by client-side
 * navigation has its previews read from the HTML it fetched (navigationDataFromPages.ts). The
 * other language comes with the variant's code file, fetched when the reader picks it.
 */
import type { CodeVariant } from '@/core/codePreferences';
import type { DemoCode, DemoPreview, PreviewInPage } from '@/content/demos/loadDemos';

/** The preview box's attribute: the id of the variant it shows. */
export const PREVIEW_ATTRIBUTE = 'data-preview-of';

export interface ShownPreview {
  code: string;
  html: string;
  /** `tsx` or `jsx`, as CodeBlock names it. */
  language: string;
}

/** Previews read from a page's markup, by variant id (a variant shows the same preview everywhere). */
const readBack = new Map<string, ShownPreview>();

function languageOf(variant: CodeVariant): string {
  return variant === 'JS' ? 'jsx' : 'tsx';
}

/** The preview `root` shows for each variant, as CodeBlock rendered it. */
export function previewsIn(root: ParentNode): Map<string, ShownPreview> {
  const found = new Map<string, ShownPreview>();
  for (const box of Array.from(root.querySelectorAll(`[${PREVIEW_ATTRIBUTE}]`))) {
    const id = box.getAttribute(PREVIEW_ATTRIBUTE);
    const block = box.querySelector('[data-language]');
    const body = box.querySelector('.code-block-body');
    if (id && block && body) {
      found.set(id, {
        code: body.textContent ?? '',
        html: body.innerHTML,
        language: block.getAttribute('data-language') ?? '',
      });
    }
  }
  return found;
}

/** Keeps the previews of a page's HTML (the current document, or a page fetched to navigate to). */
export function rememberPreviewsFrom(root: ParentNode): void {
  for (const [id, preview] of previewsIn(root)) {
    readBack.set(id, preview);
  }
}

function fromPage(variantId: string): ShownPreview | null {
  if (!readBack.has(variantId) && typeof document !== 'undefined') {
    rememberPreviewsFrom(document);
  }
  return readBack.get(variantId) ?? null;
}

function pick(preview: DemoPreview, variant: CodeVariant): ShownPreview {
  return variant === 'JS'
    ? { code: preview.jsCode, html: preview.jsHtml, language: 'jsx' }
    : { code: preview.tsCode, html: preview.tsHtml, language: 'tsx' };
}

function isInPage(preview: DemoPreview | PreviewInPage): preview is PreviewInPage {
  return 'fromPage' in preview;
}

export interface PreviewChoice {
  /** What to show now; null: no preview. */
  shown: ShownPreview | null;
  /** True when the reader's language is only in the variant's code file, which is not here yet. */
  needsCode: boolean;
}

/**
 * The preview of a variant in the reader's language: from the page data (under `next dev`, and as
 * the server renders), else from the loaded code file, else the page's own markup, which may be in
 * the other language until the code file arrives.
 */
export function choosePreview(
  variantId: string,
  preview: DemoPreview | PreviewInPage | undefined,
  loaded: DemoCode | null,
  codeVariant: CodeVariant,
): PreviewChoice {
  if (preview === undefined) {
    return { shown: null, needsCode: false };
  }
  if (!isInPage(preview)) {
    return { shown: pick(preview, codeVariant), needsCode: false };
  }
  if (loaded?.preview) {
    return { shown: pick(loaded.preview, codeVariant), needsCode: false };
  }
  const markup = fromPage(variantId);
  return {
    shown: markup,
    needsCode: markup === null || markup.language !== languageOf(codeVariant),
  };
}
