/** Props of a template's own page: which demo of its templates page it shows, and its heading. */
import path from 'node:path';
import type { Language } from '@/core/language';
import type { NavArea } from '@/core/navigationTypes';
import { templatesOfMarkdown } from '@/core/templatePages';
import { readMarkdown } from '../markdownSource';
import { relativeToProject } from '../contentPaths';
import { translatedMarkdownFile } from '../translatedContent';
import { demoFolderFor } from '../demos/loadDemos';
import { demoIdFor } from '../demos/demoId';
import { requireDevDemoFolder } from '../demos/devDemoFolders';
import { repositoryFileUrl } from '../repository';
import type { Route } from '../routeTable';
import type { PageBaseProps } from './pageBase';

export interface TemplatePageProps extends PageBaseProps {
  area: NavArea;
  /** The heading of the template on its templates page. */
  heading: string;
  /** The templates page it belongs to, and that page's title. */
  templatesPath: string;
  templatesTitle: string;
  /** The live demo's registry id (`material-ui/getting-started/templates/SignInSide`). */
  demoId: string;
  /** The template's file in the repository. */
  sourceUrl: string;
}

export function templatePageProps(route: Route, language: Language): TemplatePageProps {
  const { source, template, area } = route;
  if (!source || !template || !area) {
    throw new Error(`Template page ${route.path} names no templates page or demo`);
  }
  const localized = language === 'en' ? null : translatedMarkdownFile(source, language);
  const page = readMarkdown(localized ?? source);
  if (!page) {
    throw new Error(`Template page ${route.path}: ${relativeToProject(source)} does not exist`);
  }
  const entry = templatesOfMarkdown(page.body).find((candidate) => candidate.demo === template);
  if (!entry) {
    throw new Error(
      `Template page ${route.path}: ${relativeToProject(localized ?? source)} shows no demo ${template}.tsx (a translation must show the same demos as its English page)`,
    );
  }
  const folder = demoFolderFor(source);
  const file = path.join(folder, `${template}.tsx`);
  requireDevDemoFolder(demoIdFor(folder));
  return {
    language,
    path: route.path,
    title: `${entry.title} – ${page.frontMatter.title}`,
    description: entry.summary || page.frontMatter.description,
    area,
    heading: entry.title,
    templatesPath: route.path.slice(0, route.path.lastIndexOf('/')),
    templatesTitle: page.frontMatter.title,
    demoId: demoIdFor(file),
    sourceUrl: repositoryFileUrl(relativeToProject(file)),
  };
}
