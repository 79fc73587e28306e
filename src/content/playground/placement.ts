/**
 * Where a component page shows its playground: as a section of its own, titled in the page's
 * language, after the segment of the first demo (the page's introduction and first example), and
 * listed in the table of contents where that section falls.
 */
import { getByPath } from '@/core/i18n';
import type { Language } from '@/core/language';
import { PLAYGROUND_ID } from '@/core/playgroundAnchor';
import type { Segment, TocEntry } from '../markdown/segments';
import en from '../../../translations/translations.json';
import zh from '../../../translations/translations-zh.json';

/** The section's title in a language (English when it has none). */
export function playgroundTitle(language: Language): string {
  const title = getByPath(language === 'zh' ? zh : en, 'shell.playground');
  return typeof title === 'string' ? title : 'Playground';
}

/**
 * The index of the segment the playground follows: the first demo; null on a page without one
 * (its preview renders inside the MUI scope that a page's demos bring).
 */
export function playgroundAfterSegment(segments: readonly Segment[]): number | null {
  const firstDemo = segments.findIndex((segment) => segment.type === 'demo');
  return firstDemo === -1 ? null : firstDemo;
}

/**
 * The table of contents with the playground's entry after the headings of the segments before
 * it. Throws, naming the page, when the page already has a heading with the playground's id.
 */
export function tocWithPlayground(
  toc: readonly TocEntry[],
  segments: readonly Segment[],
  after: number,
  title: string,
  page: string,
): TocEntry[] {
  if (toc.some((entry) => entry.id === PLAYGROUND_ID)) {
    throw new Error(
      `${page}: a heading has the id "${PLAYGROUND_ID}", which the page's playground uses; rename the heading or remove the page from its area's data/<area>/playground.ts`,
    );
  }
  const before = segments
    .slice(0, after + 1)
    .map((segment) => (segment.type === 'demo' ? '' : segment.html))
    .join('');
  let position = 0;
  toc.forEach((entry, index) => {
    if (before.includes(`id="${entry.id}"`)) position = index + 1;
  });
  return [
    ...toc.slice(0, position),
    { id: PLAYGROUND_ID, text: title, level: 2 },
    ...toc.slice(position),
  ];
}
