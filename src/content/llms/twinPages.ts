/**
 * The Markdown twin of every canonical page of the route table. Node only (reads data/ and
 * generated/api/); the rendering itself is in the small pure modules beside this one.
 */
import fs from 'node:fs';
import { apiPageDescription } from '@/core/apiPageDescription';
import { exportNameToSlug } from '@/core/apiSlug';
import { DOCS_TAB_EXPORTS, apiPagePath, docsTabOfPath } from '@/core/routeKinds';
import { markdownTwinPath } from '@/core/markdownTwin';
import type { ApiDoc } from '@/content/api/types';
import { apiFileFor } from '../contentPaths';
import { readMarkdown } from '../markdownSource';
import { routeTable, type Route } from '../routeTable';
import { homePageProps } from '../pages/homePage';
import { NAV_AREAS } from '@/core/navigationTypes';
import { versionsPageProps } from '../pages/versionsPage';
import { generatedLanding } from '../pages/landingMarkdown';
import { navigationTrees } from '../navigationTrees';
import { productionErrorProps } from '../pages/productionErrorPage';
import { apiIndexMarkdown } from '../pages/apiIndexListing';
import { templatePageProps } from '../pages/templatePage';
import { apiMarkdown } from './apiMarkdown';
import { demoSourceFor } from './demoSource';
import { twinLinkResolver, type LinkResolver } from './links';
import { codeCell, markdownTable, textCell } from './markdownTable';
import { proseToTwin } from './prose';
import { oneLine, twinDocument, type TwinPage } from './twinDocument';

interface Context {
  hasPage: (path: string) => boolean;
  resolveLink: LinkResolver;
}

interface Content {
  title: string;
  description: string;
  body: string;
}

function readRawApiDoc(pathname: string): ApiDoc {
  const file = apiFileFor(pathname);
  if (!fs.existsSync(file)) {
    throw new Error(`API page ${pathname} has no data: run \`npm run generate:api\``);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as ApiDoc;
}

function markdownPage(route: Route) {
  const page = route.source ? readMarkdown(route.source) : null;
  if (!page) {
    throw new Error(`Page ${route.path} has no Markdown source`);
  }
  return page;
}

/** An area landing without a source of its own (DOCS_CONTENT_DIR): the list the page shows. */
function generatedLandingContent(
  route: Route & { area: NonNullable<Route['area']> },
  context: Context,
): Content {
  const { title, description, markdown } = generatedLanding(
    route.area,
    navigationTrees()[route.area],
  );
  return {
    title,
    description,
    // The heading and the lead paragraph come from the twin's own header.
    body: proseToTwin(markdown.slice(markdown.indexOf('\n\n', markdown.indexOf('<p')) + 2), {
      demoSource: (name) => {
        throw new Error(`The generated landing of ${route.path} has no demo ${name}`);
      },
      resolveLink: context.resolveLink,
    }),
  };
}

function docContent(route: Route, context: Context): Content {
  if (!route.source && route.area) {
    return generatedLandingContent({ ...route, area: route.area }, context);
  }
  const page = markdownPage(route);
  const source = page.file;
  return {
    title: page.frontMatter.title,
    description: page.frontMatter.description,
    body: proseToTwin(page.body, {
      demoSource: (name) => demoSourceFor(source, name),
      resolveLink: context.resolveLink,
    }),
  };
}

/** A template's page: what it is, where it runs among the others, and its whole source. */
function templateContent(route: Route): Content {
  const props = templatePageProps(route, 'en');
  const source = demoSourceFor(markdownPage(route).file, `${route.template ?? ''}.tsx`);
  return {
    title: props.title,
    description: props.description,
    body: [
      `One of the [${props.templatesTitle}](${markdownTwinPath(props.templatesPath)}), a whole page in one file.`,
      '```tsx\n' + source.trimEnd() + '\n```',
    ].join('\n\n'),
  };
}

function apiIndexContent(route: Route, context: Context): Content {
  const content = docContent(route, context);
  const listing = proseToTwin(apiIndexMarkdown(route.path, 'en'), {
    demoSource: (name) => {
      throw new Error(`${route.path}: the generated API listing has no demo (${name})`);
    },
    resolveLink: context.resolveLink,
  });
  return { ...content, body: `${content.body.trimEnd()}\n\n${listing}` };
}

function docsTabContent(route: Route, context: Context): Content {
  const page = markdownPage(route);
  const tabOfPath = docsTabOfPath(route.path);
  const { area } = route;
  if (!tabOfPath || !area) {
    throw new Error(`${route.path} is not the API tab of a component page of an area`);
  }
  const { tab, pagePath } = tabOfPath;
  const hooksTab = tab === 'hooks-api';
  const names = page.frontMatter[DOCS_TAB_EXPORTS[tab]];
  const { title } = page.frontMatter;
  const sections = names.map((name) => {
    const doc = readRawApiDoc(apiPagePath(area, exportNameToSlug(name)));
    return `## ${doc.name}\n\n${apiMarkdown(doc, { level: 3, ...context })}`;
  });
  return {
    title: `${title} ${hooksTab ? 'hook API' : 'component API'}`,
    description: `API reference of the ${hooksTab ? 'hooks' : 'components'} documented on the ${title} page: ${names.join(', ')}.`,
    body: [`Demos and guidance: [${title}](${markdownTwinPath(pagePath)}).`, ...sections].join(
      '\n\n',
    ),
  };
}

function apiContent(route: Route, context: Context): Content {
  const doc = readRawApiDoc(route.path);
  return {
    title: `${doc.name} API`,
    description: apiPageDescription({
      name: doc.name,
      kind: doc.kind,
      packageName: doc.packageName,
      counts: {
        props: doc.props.length,
        slots: doc.slots.length,
        classes: doc.classes.length,
        parameters: doc.parameters.length,
        returnValue: doc.returnValue.length,
      },
    }),
    body: apiMarkdown(doc, { level: 2, ...context }),
  };
}

function homeContent(context: Context): Content {
  const { title, description } = homePageProps('en');
  const areas = NAV_AREAS.filter((area) => context.hasPage(`/${area}`)).map((area) => {
    const landing = readMarkdown(
      routeTable().find((route) => route.path === `/${area}`)?.source ?? '',
    );
    const name = landing?.frontMatter.title ?? area;
    const summary = oneLine(landing?.frontMatter.description ?? '');
    return `- [${name}](${markdownTwinPath(`/${area}`)})${summary ? `: ${summary}` : ''}`;
  });
  return {
    title,
    description,
    body: [
      '## Libraries',
      areas.join('\n'),
      'Every page of this site is available as Markdown at its URL with `.md` appended; [llms.txt](/llms.txt) lists them all.',
    ].join('\n\n'),
  };
}

function versionsContent(): Content {
  const { title, description, products } = versionsPageProps('en');
  return {
    title,
    description,
    body: markdownTable(
      ['Library', 'Package', 'Version', 'Earlier major versions'],
      products.map((product) => [
        textCell(product.label),
        codeCell(product.packageName),
        product.version,
        product.older.map((older) => `[${older.label}](${older.url})`).join(', '),
      ]),
    ),
  };
}

/** The blog index, newest first (as pages/blogPages.ts orders it; not imported, to keep this module free of the HTML pipeline). */
function blogContent(): Content {
  const posts = routeTable()
    .filter((post) => post.kind === 'blog-post')
    .map((post) => ({ path: post.path, page: markdownPage(post) }))
    .sort(
      (a, b) =>
        (b.page.frontMatter.date ?? '').localeCompare(a.page.frontMatter.date ?? '') ||
        a.page.frontMatter.title.localeCompare(b.page.frontMatter.title),
    );
  return {
    title: 'Blog',
    description: 'Release notes and guides from the team behind the MUI libraries.',
    body: posts
      .map(({ path, page }) => {
        const { title, date, description } = page.frontMatter;
        return `- [${title}](${markdownTwinPath(path)})${date ? ` (${date})` : ''}: ${oneLine(description)}`;
      })
      .join('\n'),
  };
}

function productionErrorContent(): Content {
  const { title, description, version, errorCodes } = productionErrorProps('en');
  return {
    title,
    description,
    body: [
      `Production builds of the MUI libraries (version ${version}) throw short errors that name a code; the message of each code, with \`%s\` for the values filled in:`,
      markdownTable(
        ['Code', 'Message'],
        Object.entries(errorCodes).map(([code, message]) => [code, textCell(message)]),
      ),
    ].join('\n\n'),
  };
}

function contentOf(route: Route, context: Context): Content {
  switch (route.kind) {
    case 'home':
      return homeContent(context);
    case 'doc':
    case 'blog-post':
      return docContent(route, context);
    case 'api-index':
      return apiIndexContent(route, context);
    case 'docs-tab':
      return docsTabContent(route, context);
    case 'api':
      return apiContent(route, context);
    case 'versions':
      return versionsContent();
    case 'blog':
      return blogContent();
    case 'production-error':
      return productionErrorContent();
    case 'template':
      return templateContent(route);
    case 'offline':
    case 'redirect':
      throw new Error(`${route.path} is not a canonical page and has no Markdown twin`);
  }
}

/** One twin per canonical page, in route-table order. */
export function buildTwinPages(routes: Route[] = routeTable()): TwinPage[] {
  const paths = new Set(routes.map((route) => route.path));
  const hasPage = (path: string) => paths.has(path);
  const context: Context = { hasPage, resolveLink: twinLinkResolver(hasPage) };
  // The offline page is the service worker's fallback and a redirect page only points elsewhere:
  // neither is a page of the site's content.
  return routes
    .filter((route) => route.kind !== 'offline' && route.kind !== 'redirect')
    .map((route) => {
      const { title, description, body } = contentOf(route, context);
      return {
        path: route.path,
        twinPath: markdownTwinPath(route.path),
        area: route.area,
        title: oneLine(title),
        description: oneLine(description),
        markdown: twinDocument(title, description, body),
      };
    });
}
