/**
 * Demo sources for a page: the TypeScript file as written, its JavaScript twin derived at build
 * time (never kept by hand), and styling variants (`Name.tailwind.tsx`, `Name.css.tsx`).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CodeStyling } from '@/core/codePreferences';
import { demoPlanOf, type DemoPlan } from '@/core/demoPlan';
import { importsSiteModules } from '@/core/sandboxProject';
import { highlight } from '../markdown/highlighter';
import type { Segment } from '../markdown/segments';
import { relativeToProject } from '../contentPaths';
import { demoIdFor } from './demoId';
import { requireDevDemoFolder } from './devDemoFolders';
import { transpileDemo } from './transpileDemo';
import { demoVersions } from './libraryVersions';
import { localModules, type DemoModule } from './localModules';
import { newIssueUrl, repositoryFileUrl } from '../repository';
import { moduleNotFound } from '@/core/moduleNotFound';
import { demoOptionsOf, type DemoOptions } from '@/core/demoMarker';
import { demoPreview } from '@/core/demoPreview';

/** A variant's code: read only once the reader asks for it (Show code, StackBlitz, a `#Name.tsx` link). */
export interface DemoCode {
  tsCode: string;
  tsHtml: string;
  jsCode: string;
  jsHtml: string;
  /** Exact versions of the packages its StackBlitz project names (src/core/sandboxProject.ts). */
  versions: Record<string, string>;
  /** Files it imports by relative path, for its StackBlitz project. */
  modules: DemoModule[];
  /**
   * The variant's short preview, in the file the export writes (src/content/export/demoCodeOnce.ts):
   * a reader whose language is not the one the page's HTML shows gets it from there.
   */
  preview?: DemoPreview;
}

/** The short preview of a variant (src/core/demoPreview.ts), highlighted, in both languages. */
export interface DemoPreview {
  tsCode: string;
  tsHtml: string;
  jsCode: string;
  jsHtml: string;
}

/**
 * A preview the export left out of the page data (src/content/export/demoCodeOnce.ts): the page's
 * HTML shows it in one language (src/components/docs/previewFromPage.ts), and the variant's code
 * file holds both.
 */
export interface PreviewInPage {
  fromPage: true;
}

export interface DemoVariant {
  /** Registry id of the live component, e.g. `material-ui/react-button/BasicButtons`. */
  id: string;
  /** The demo file in the site's repository, for the toolbar's source link. */
  sourceUrl: string;
  /** False for a demo of the site's own components (`@/…` imports): it has no project. */
  openable: boolean;
  /**
   * Its code, as the page's props are built; the export moves it into a cacheable file of its
   * own and leaves that file's URL here (src/content/export/demoCodeOnce.ts), so a page's data
   * does not carry code that most readers never open.
   */
  code: DemoCode | string;
  /**
   * The JSX its default export returns, when short; absent when it has none or the page hides it.
   * The export moves it to the variant's code file (PreviewInPage): its highlighted HTML, in both
   * languages, was most of a component page's data.
   */
  preview?: DemoPreview | PreviewInPage;
  /**
   * Set when the demo shows its code from the start (`defaultCodeOpen`): the export leaves its code
   * in the page's data, so the server's HTML and the first render in the browser show the same.
   */
  codeInPage?: true;
}

export interface DemoData {
  name: string;
  /** Anchor of the demo on the page, used by `#name.js` / `#name.tsx` links. */
  anchor: string;
  variants: Partial<Record<CodeStyling, DemoVariant>>;
  /** The MUI X plan of the packages it imports (Pro, Premium), or null for MIT. */
  plan: DemoPlan | null;
  /** Where a reader reports the demo failing: the repository's new-issue page, and the page's file. */
  report: { newIssueUrl: string; page: string };
}

const STYLING_SUFFIX: Record<CodeStyling, string> = {
  system: '',
  tailwind: '.tailwind',
  css: '.css',
};

/** The folder of a page's demos: the page's Markdown path without `.md`. */
export function demoFolderFor(markdownFile: string): string {
  return markdownFile.replace(/\.md$/, '');
}

async function previewOf(tsCode: string, jsCode: string): Promise<DemoPreview | undefined> {
  const ts = demoPreview(tsCode);
  const js = demoPreview(jsCode);
  if (ts === null || js === null) {
    return undefined;
  }
  return {
    tsCode: ts,
    tsHtml: await highlight(ts, 'tsx'),
    jsCode: js,
    jsHtml: await highlight(js, 'jsx'),
  };
}

async function loadVariant(file: string, options: DemoOptions): Promise<DemoVariant> {
  const tsCode = fs.readFileSync(file, 'utf8').trimEnd();
  const jsCode = await transpileDemo(tsCode, file);
  const preview =
    options.hidePreview || options.hideToolbar || options.defaultCodeOpen
      ? undefined
      : await previewOf(tsCode, jsCode);
  const id = demoIdFor(file);
  const openable = !importsSiteModules(tsCode);
  const modules = openable ? await localModules(tsCode, file) : [];
  return {
    id,
    sourceUrl: repositoryFileUrl(relativeToProject(file)),
    openable,
    code: {
      tsCode,
      tsHtml: await highlight(tsCode, 'tsx'),
      jsCode,
      jsHtml: await highlight(jsCode, 'jsx'),
      versions: openable
        ? demoVersions([tsCode, ...modules.map((module) => module.tsCode)].join('\n'), id, file)
        : {},
      modules,
    },
    ...(preview ? { preview } : {}),
    ...(options.defaultCodeOpen && !options.hideToolbar ? { codeInPage: true as const } : {}),
  };
}

/** The TypeScript source of a variant as loaded (its code is still in the props then). */
function tsCodeOf(variant: DemoVariant): string {
  return typeof variant.code === 'string' ? '' : variant.code.tsCode;
}

export async function loadDemos(
  markdownFile: string,
  segments: Segment[],
): Promise<Record<string, DemoData>> {
  const folder = demoFolderFor(markdownFile);
  const demos: Record<string, DemoData> = {};
  for (const segment of segments) {
    if (segment.type !== 'demo') {
      continue;
    }
    const baseName = segment.name.replace(/\.(tsx|js)$/, '');
    const variants: DemoData['variants'] = {};
    for (const [styling, suffix] of Object.entries(STYLING_SUFFIX) as [CodeStyling, string][]) {
      const file = path.join(folder, `${baseName}${suffix}.tsx`);
      if (fs.existsSync(file)) {
        variants[styling] = await loadVariant(file, demoOptionsOf(segment.options));
      }
    }
    if (Object.keys(variants).length === 0) {
      const available = fs.existsSync(folder)
        ? fs
            .readdirSync(folder)
            .filter((name) => name.endsWith('.tsx'))
            .sort()
        : [];
      throw moduleNotFound(segment.name, available, relativeToProject(markdownFile));
    }
    const plan =
      Object.values(variants)
        .map((variant) => demoPlanOf(tsCodeOf(variant)))
        .find((found) => found !== null) ?? null;
    demos[segment.name] = {
      name: baseName,
      anchor: baseName,
      variants,
      plan,
      report: { newIssueUrl: newIssueUrl(), page: relativeToProject(markdownFile) },
    };
  }
  if (Object.keys(demos).length > 0) {
    requireDevDemoFolder(demoIdFor(folder));
  }
  return demos;
}
