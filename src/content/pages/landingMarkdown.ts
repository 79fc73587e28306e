/** Markdown for an area landing page made from its navigation tree. */
import type { NavArea, NavEntry } from '@/core/navigationTypes';
import { pageTitle } from '@/core/title';

export const AREA_TITLES: Record<NavArea, string> = {
  'material-ui': 'Material UI',
  'joy-ui': 'Joy UI',
  'base-ui': 'Base UI',
  system: 'MUI System',
  x: 'MUI X',
};

function list(entries: NavEntry[]): string[] {
  return entries
    .filter((entry) => !entry.children && !entry.planned)
    .map((entry) => `- [${pageTitle(entry) ?? entry.pathname}](${entry.pathname}/)`);
}

export function landingMarkdown(title: string, tree: NavEntry[]): string {
  const lines = [
    `# ${title}`,
    '',
    `<p class="description">Every page of the ${title} documentation, by section.</p>`,
    '',
  ];
  lines.push(...list(tree), '');
  for (const group of tree.filter((entry) => entry.children)) {
    lines.push(`## ${pageTitle(group) ?? group.pathname}`, '', ...list(group.children ?? []), '');
  }
  return lines.join('\n');
}

/** The landing page of an area that has no Markdown of its own: title, description and body. */
export function generatedLanding(
  area: NavArea,
  tree: NavEntry[],
): { title: string; description: string; markdown: string } {
  const title = AREA_TITLES[area];
  return {
    title,
    description: `The pages of the ${title} documentation.`,
    markdown: landingMarkdown(title, tree),
  };
}
