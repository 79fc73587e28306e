/**
 * getStaticPaths / getStaticProps for the route files of pages/: each file names its pattern and
 * language; the route table decides which pages exist and what kind each is.
 */
import type { GetStaticPaths, GetStaticProps } from 'next';
import type { Language } from '@/core/language';
import { pathFromParams, routeParams, type RoutePattern } from '@/core/routePatterns';
import { inPrerenderOrder } from '@/core/prerenderOrder';
import { routeTable, findRoute, type Route } from './routeTable';
import { homePageProps } from './pages/homePage';
import { docPageProps } from './pages/docPage';
import { apiPageProps } from './pages/apiPage';
import { versionsPageProps } from './pages/versionsPage';
import { blogIndexProps, blogPostProps } from './pages/blogPages';
import { productionErrorProps } from './pages/productionErrorPage';
import { offlinePageProps } from './pages/offlinePage';
import { redirectPageProps } from './pages/redirectPage';
import { templatePageProps } from './pages/templatePage';
import { withShellData } from './pages/shellData';

/** The pages of a route file, in the order they are best prerendered (core/prerenderOrder.ts). */
export function pathsFor(pattern: RoutePattern, language: Language = 'en'): GetStaticPaths {
  return async () => {
    const paths = routeTable()
      .filter((route) => route.pattern === pattern && route.languages.includes(language))
      .map((route) => ({ params: routeParams(pattern, route.path) }));
    return { paths: inPrerenderOrder(paths, language), fallback: false };
  };
}

async function propsOf(route: Route, language: Language) {
  switch (route.kind) {
    case 'home':
      return homePageProps(language);
    case 'doc':
    case 'docs-tab':
    case 'api-index':
      return docPageProps(route, language);
    case 'api':
      return apiPageProps(route, language);
    case 'versions':
      return versionsPageProps(language);
    case 'blog':
      return blogIndexProps(language);
    case 'blog-post':
      return blogPostProps(route, language);
    case 'production-error':
      return productionErrorProps(language);
    case 'offline':
      return offlinePageProps(language);
    case 'redirect':
      return redirectPageProps(route, language);
    case 'template':
      return templatePageProps(route, language);
  }
}

export function propsFor(pattern: RoutePattern, language: Language): GetStaticProps {
  return async ({ params }) => {
    const route = findRoute(pathFromParams(pattern, params ?? {}));
    // A page not offered in this language is not rendered again: its prefixed URL is the host's
    // 404 page, which takes the reader to the canonical page (src/core/savedLanguage.ts).
    if (!route || route.pattern !== pattern || !route.languages.includes(language)) {
      return { notFound: true };
    }
    const props = withShellData(await propsOf(route, language));
    return { props: { ...props, pageLanguages: route.languages } };
  };
}
