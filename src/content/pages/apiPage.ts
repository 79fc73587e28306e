/** Props of an API page, from the JSON generated out of the installed type definitions. */
import fs from 'node:fs';
import { apiPageDescription } from '@/core/apiPageDescription';
import type { Language } from '@/core/language';
import type { NavigationRef } from '@/core/navigationAsset';
import type { NavArea } from '@/core/navigationTypes';
import { exportNameToSlug } from '@/core/apiSlug';
import { apiPagePath } from '@/core/routeKinds';
import type { ApiDoc } from '@/content/api/types';
import { navigationRef } from '../navigationAssets';
import { apiFileFor } from '../contentPaths';
import { findRoute, type Route } from '../routeTable';
import { renderApiDescriptions } from '../markdown/inlineMarkdown';
import { toJson, type PageBaseProps } from './pageBase';

/** Descriptions in `apiDoc` are HTML rendered from the doc comments' Markdown. */
export interface ApiPageProps extends PageBaseProps {
  area: NavArea | null;
  /** The area's navigation, as the file that holds its tree (null outside an area). */
  navigation: NavigationRef | null;
  apiDoc: ApiDoc;
}

export function readApiDoc(pathname: string): ApiDoc {
  const file = apiFileFor(pathname);
  if (!fs.existsSync(file)) {
    throw new Error(`API page ${pathname} has no data: run \`npm run generate:api\``);
  }
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as ApiDoc;
  // The accepted values are the playground's (src/content/playground/): the tables show the type.
  const doc = {
    ...data,
    props: data.props.map((prop) => {
      const shown = { ...prop };
      delete shown.values;
      return shown;
    }),
  };
  return renderApiDescriptions(doc, (path) => findRoute(path) !== undefined);
}

/** The API documents of an area's exports, by name, for a component page's API tab. */
export function apiDocsByName(area: NavArea, names: string[]): ApiDoc[] {
  return names.map((name) => {
    const pathname = apiPagePath(area, exportNameToSlug(name));
    const file = apiFileFor(pathname);
    if (!fs.existsSync(file)) {
      throw new Error(
        `A page of ${area} lists ${name} in its front matter, but ${pathname} has no API data: check the name or add the API entry to data/${area}/pages.ts`,
      );
    }
    return readApiDoc(pathname);
  });
}

export function apiPageProps(route: Route, language: Language): ApiPageProps {
  const apiDoc = readApiDoc(route.path);
  return toJson({
    language,
    path: route.path,
    title: `${apiDoc.name} API`,
    description: apiPageDescription({
      name: apiDoc.name,
      kind: apiDoc.kind,
      packageName: apiDoc.packageName,
      counts: {
        props: apiDoc.props.length,
        slots: apiDoc.slots.length,
        classes: apiDoc.classes.length,
        parameters: apiDoc.parameters.length,
        returnValue: apiDoc.returnValue.length,
      },
    }),
    area: route.area,
    navigation: route.area ? navigationRef(route.area) : null,
    apiDoc,
  });
}
