/**
 * The generated part of an X product's API index page (`/x/api/data-grid/`): every API page of the
 * product's navigation group, by kind (components, interfaces, hooks, functions), each with its
 * package, so a reader sees at once which plan an export belongs to. Appended to the index page's
 * own Markdown (data/x/api/<product>.md) by the page and by its Markdown twin. Node only.
 */
import fs from 'node:fs';
import type { ApiKind } from '@/core/apiPageDescription';
import type { Language } from '@/core/language';
import { flattenPages } from '@/core/navigation';
import type { NavEntry } from '@/core/navigationTypes';
import type { ApiDoc } from '@/content/api/types';
import { apiFileFor } from '../contentPaths';
import { navigationTrees } from '../navigationTrees';

export interface ApiIndexItem {
  pathname: string;
  name: string;
  kind: ApiKind;
  packageName: string;
  /** First sentence of the description, plain text; '' when there is none. */
  summary: string;
}

const KIND_ORDER: readonly ApiKind[] = ['component', 'interface', 'hook', 'function'];

const LISTING_HEADINGS: Record<Language, string> = {
  en: 'All API pages',
  zh: '全部 API 页面',
};

const KIND_HEADINGS: Record<Language, Record<ApiKind, string>> = {
  en: { component: 'Components', interface: 'Interfaces', hook: 'Hooks', function: 'Functions' },
  zh: { component: '组件', interface: '接口', hook: 'Hooks', function: '函数' },
};

/** The first sentence of a doc comment's description, without Markdown, HTML or line breaks. */
export function firstSentence(description: string): string {
  const text = description
    .replace(/<[^>]+>/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  const end = text.search(/\.(\s|$)/);
  return end === -1 ? text : text.slice(0, end + 1);
}

/** The listing as Markdown: a heading, then one section per kind present, items in navigation order. */
export function apiIndexListingMarkdown(
  items: readonly ApiIndexItem[],
  language: Language,
): string {
  const sections: string[] = [];
  for (const kind of KIND_ORDER) {
    const ofKind = items.filter((item) => item.kind === kind);
    if (ofKind.length === 0) continue;
    const lines = ofKind.map((item) => {
      const summary = item.summary ? ` — ${item.summary}` : '';
      return `- [${item.name}](${item.pathname}/) · \`${item.packageName}\`${summary}`;
    });
    sections.push(`### ${KIND_HEADINGS[language][kind]}\n\n${lines.join('\n')}`);
  }
  return sections.length === 0
    ? ''
    : [`## ${LISTING_HEADINGS[language]}`, ...sections].join('\n\n');
}

/** The navigation group that holds the index page, or null. */
function groupOf(entries: readonly NavEntry[], indexPath: string): NavEntry | null {
  for (const entry of entries) {
    if (!entry.children) continue;
    if (entry.children.some((child) => child.pathname === indexPath)) return entry;
    const found = groupOf(entry.children, indexPath);
    if (found) return found;
  }
  return null;
}

/** The API pages listed by the index page at `indexPath`, read from the generated API data. */
export function apiIndexItems(indexPath: string): ApiIndexItem[] {
  const group = groupOf(navigationTrees().x, indexPath);
  if (!group) {
    throw new Error(
      `API index ${indexPath} is not in a group of data/x/pages.ts: put it first in its product's API group`,
    );
  }
  return flattenPages(group.children ?? [])
    .filter((entry) => entry.pathname !== indexPath && !entry.planned)
    .map((entry) => {
      const file = apiFileFor(entry.pathname);
      if (!fs.existsSync(file)) {
        throw new Error(`API page ${entry.pathname} has no data: run \`npm run generate:api\``);
      }
      const doc = JSON.parse(fs.readFileSync(file, 'utf8')) as ApiDoc;
      return {
        pathname: entry.pathname,
        name: doc.name,
        kind: doc.kind,
        packageName: doc.packageName,
        summary: doc.kind === 'interface' ? firstSentence(doc.description) : '',
      };
    });
}

/** The Markdown appended to the index page at `indexPath`. */
export function apiIndexMarkdown(indexPath: string, language: Language): string {
  return apiIndexListingMarkdown(apiIndexItems(indexPath), language);
}
