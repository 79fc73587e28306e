/**
 * The content rules (docs/authoring.md#a-page) for one page, from its Markdown source or its exported HTML:
 * no empty section, no empty code block (in the Markdown), no placeholder phrase, at least two live demos on a component page, and (in
 * the Markdown of a component page or guide) enough prose that the page is not thin.
 */
import { findPlaceholders } from './placeholders';
import {
  emptyCodeBlocks,
  emptySections,
  markdownDemos,
  markdownHeadings,
  markdownProse,
} from './markdownOutline';
import { htmlOutline } from './htmlOutline';
import { proseWordCount } from './proseWords';

export type ContentRule =
  | 'empty-section'
  | 'empty-code-block'
  | 'placeholder'
  | 'too-few-demos'
  | 'thin-page'
  | 'missing-export';

export interface ContentProblem {
  /** The file or URL path the problem was found in. */
  where: string;
  rule: ContentRule;
  message: string;
}

export const MIN_COMPONENT_DEMOS = 2;
/** The fewest prose words a component page or guide may have (code and demo markers not counted). */
export const MIN_PROSE_WORDS = 200;

/** A component page's main tab: `/<area>/react-<name>` (not its API tabs, not a sub-page). */
export function isComponentPagePath(pathname: string): boolean {
  return /^\/[a-z-]+\/react-[a-z0-9-]+\/?$/.test(pathname);
}

export interface PageToCheck {
  where: string;
  componentPage: boolean;
  /** Whether the page must have MIN_PROSE_WORDS of prose: component pages and guides. */
  proseRequired?: boolean;
}

interface Outline {
  headings: { level: number; text: string; hasContent: boolean }[];
  prose: string;
  demos: number;
}

function problemsOf(page: PageToCheck, outline: Outline): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const heading of emptySections(outline.headings)) {
    problems.push({
      where: page.where,
      rule: 'empty-section',
      message: `the section "${'#'.repeat(heading.level)} ${heading.text}" is empty: write it or remove the heading`,
    });
  }
  for (const phrase of findPlaceholders(outline.prose)) {
    problems.push({
      where: page.where,
      rule: 'placeholder',
      message: `contains the placeholder phrase "${phrase}": replace it with real content`,
    });
  }
  if (page.componentPage && outline.demos < MIN_COMPONENT_DEMOS) {
    problems.push({
      where: page.where,
      rule: 'too-few-demos',
      message: `a component page needs at least ${MIN_COMPONENT_DEMOS} live demos, it has ${outline.demos}`,
    });
  }
  return problems;
}

function thinPageProblems(page: PageToCheck & { body: string }): ContentProblem[] {
  if (!page.proseRequired) {
    return [];
  }
  const words = proseWordCount(page.body);
  if (words >= MIN_PROSE_WORDS) {
    return [];
  }
  return [
    {
      where: page.where,
      rule: 'thin-page',
      message: `thin page: ${words} words of prose (at least ${MIN_PROSE_WORDS})`,
    },
  ];
}

function emptyCodeBlockProblems(page: PageToCheck & { body: string }): ContentProblem[] {
  return emptyCodeBlocks(page.body).map((line) => ({
    where: page.where,
    rule: 'empty-code-block',
    message: `the code block opened on line ${line} of the body is empty: write its code or remove it`,
  }));
}

/** Checks a Markdown page's body (front matter removed). */
export function checkMarkdownPage(page: PageToCheck & { body: string }): ContentProblem[] {
  return [
    ...emptyCodeBlockProblems(page),
    ...problemsOf(page, {
      headings: markdownHeadings(page.body),
      prose: markdownProse(page.body),
      demos: markdownDemos(page.body).length,
    }),
    ...thinPageProblems(page),
  ];
}

/** Checks an exported HTML page, inside its `<main>`. */
export function checkExportedPage(page: PageToCheck & { html: string }): ContentProblem[] {
  return problemsOf(page, htmlOutline(page.html));
}

export function formatProblem(problem: ContentProblem): string {
  return `${problem.where}: ${problem.message} [${problem.rule}]`;
}
