/** Props of a Markdown page: the area's navigation file, rendered segments, table of contents, demos. */
import type { Language } from '@/core/language';
import type { NavigationRef } from '@/core/navigationAsset';
import type { NavArea } from '@/core/navigationTypes';
import {
  DOCS_TAB_EXPORTS,
  DOCS_TABS,
  docsTabOfPath,
  docsTabPath,
  type DocsTab,
} from '@/core/routeKinds';
import type { ApiDoc } from '@/content/api/types';
import type { ComponentLink } from '@/core/componentLinks';
import { componentLinksOf } from '../componentLinks';
import { navigationTrees } from '../navigationTrees';
import { navigationRef } from '../navigationAssets';
import { readMarkdown } from '../markdownSource';
import { renderMarkdown } from '../markdown/renderMarkdown';
import type { RenderedMarkdown } from '../markdown/segments';
import { relativeToProject } from '../contentPaths';
import { editUrlFor, repositoryHomeUrl } from '../editLinks';
import { translatedMarkdownFile } from '../translatedContent';
import { loadDemos, type DemoData } from '../demos/loadDemos';
import { apiDocsByName } from './apiPage';
import type { Route } from '../routeTable';
import { toJson, type PageBaseProps } from './pageBase';
import { generatedLanding } from './landingMarkdown';
import { apiIndexMarkdown } from './apiIndexListing';
import type { PlaygroundSpec } from '@/core/playground';
import { playgroundSpecOf } from '../playground/playgroundSpecs';
import {
  playgroundAfterSegment,
  playgroundTitle,
  tocWithPlayground,
} from '../playground/placement';

export interface DocTab {
  tab: DocsTab | null;
  path: string;
}

export interface DocPageProps extends PageBaseProps, RenderedMarkdown {
  area: NavArea | null;
  /** The area's navigation, as the file that holds its tree (null outside an area). */
  navigation: NavigationRef | null;
  /** Whether the page is shown in the visitor's language (false: English shown under /zh/). */
  translated: boolean;
  /** "Edit this page": null for a page whose file is not in this repository (DOCS_CONTENT_DIR elsewhere). */
  editUrl: string | null;
  demos: Record<string, DemoData>;
  /** The tabs of a component page: demos, component API, hook API. Empty elsewhere. */
  tabs: DocTab[];
  activeTab: DocsTab | null;
  /** API documents shown on the components-api / hooks-api tab. */
  apiDocs: ApiDoc[];
  /** The page's playground (data/<area>/playground.ts), and the segment it follows; else null. */
  playground: { spec: PlaygroundSpec; afterSegment: number } | null;
  /** A component page's links under its title (source, WAI-ARIA, …); empty elsewhere. */
  componentLinks: ComponentLink[];
}

function docsTabOf(route: Route): DocsTab | null {
  return route.kind === 'docs-tab' ? (docsTabOfPath(route.path)?.tab ?? null) : null;
}

/** The Markdown of a page: an API index page gets the listing of its API pages after its own text. */
function bodyOf(route: Route, body: string, language: Language): string {
  return route.kind === 'api-index'
    ? `${body.trimEnd()}\n\n${apiIndexMarkdown(route.path, language)}\n`
    : body;
}

export async function docPageProps(route: Route, language: Language): Promise<DocPageProps> {
  if (!route.source) {
    return generatedLandingProps(route, language);
  }
  const localized = language === 'en' ? null : translatedMarkdownFile(route.source, language);
  const file = localized ?? route.source;
  const page = readMarkdown(file);
  if (!page) {
    throw new Error(`Page ${route.path}: ${relativeToProject(file)} does not exist`);
  }
  const activeTab = docsTabOf(route);
  const basePath = activeTab ? (docsTabOfPath(route.path)?.pagePath ?? route.path) : route.path;
  const { frontMatter } = page;
  const tabsWithExports = DOCS_TABS.filter((tab) => frontMatter[DOCS_TAB_EXPORTS[tab]].length > 0);
  const tabs: DocTab[] =
    tabsWithExports.length > 0 && route.area && route.area !== 'x'
      ? [
          { tab: null, path: basePath },
          ...tabsWithExports.map((tab) => ({ tab, path: docsTabPath(basePath, tab) })),
        ]
      : [];
  const rendered = activeTab
    ? { segments: [], toc: [] }
    : await renderMarkdown(bodyOf(route, page.body, language), {
        language,
        pagePath: route.path,
        location: { file: relativeToProject(file), firstLine: page.bodyLine },
        renderedInOtherLanguages: route.languages.length > 1,
      });
  const spec = activeTab ? null : playgroundSpecOf(route.area, basePath);
  const afterSegment = spec ? playgroundAfterSegment(rendered.segments) : null;
  const playground = spec && afterSegment !== null ? { spec, afterSegment } : null;
  const toc = playground
    ? tocWithPlayground(
        rendered.toc,
        rendered.segments,
        playground.afterSegment,
        playgroundTitle(language),
        relativeToProject(file),
      )
    : rendered.toc;
  const apiDocs =
    activeTab && route.area
      ? apiDocsByName(route.area, frontMatter[DOCS_TAB_EXPORTS[activeTab]])
      : [];

  return toJson({
    language,
    path: route.path,
    title: page.frontMatter.title,
    description: page.frontMatter.description,
    area: route.area,
    navigation: route.area ? navigationRef(route.area) : null,
    translated: language === 'en' || localized !== null,
    editUrl: editUrlFor(file),
    ...rendered,
    toc,
    demos: activeTab ? {} : await loadDemos(route.source, rendered.segments),
    tabs,
    activeTab,
    apiDocs,
    playground,
    componentLinks: componentLinksOf(file, route.area, frontMatter.links),
  });
}

/** The landing page of an area that has none of its own (DOCS_CONTENT_DIR): its groups and pages. */
async function generatedLandingProps(route: Route, language: Language): Promise<DocPageProps> {
  if (!route.area) {
    throw new Error(`Page ${route.path} has no source file`);
  }
  const tree = navigationTrees()[route.area];
  const { title, description, markdown } = generatedLanding(route.area, tree);
  const rendered = await renderMarkdown(markdown, {
    language,
    renderedInOtherLanguages: route.languages.length > 1,
  });
  return toJson({
    language,
    path: route.path,
    title,
    description,
    area: route.area,
    navigation: navigationRef(route.area),
    translated: language === 'en',
    editUrl: repositoryHomeUrl(),
    ...rendered,
    demos: {},
    tabs: [],
    activeTab: null,
    apiDocs: [],
    playground: null,
    componentLinks: [],
  });
}
