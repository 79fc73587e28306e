/**
 * `/llms.txt` (https://llmstxt.org): the site's name as H1, a blockquote summary, a short note,
 * then one H2 section per area listing each page once as `- [Title](twin.md): description`.
 * `## Optional` is the format's name for what a tool may skip: the blog and the experiments.
 * Links are site paths, so the file works on any host the export is served from.
 */
import type { TwinPage } from './twinDocument';

export interface LlmsSection {
  title: string;
  pages: TwinPage[];
}

export const AREA_TITLES: Record<string, string> = {
  'material-ui': 'Material UI',
  'joy-ui': 'Joy UI',
  'base-ui': 'Base UI',
  system: 'MUI System',
  x: 'MUI X',
};

const OPTIONAL = /^\/(blog|experiments)(\/|$)/;

/** Pages grouped by area (in AREA_TITLES order), then the site's other pages, then `Optional`. */
export function llmsSections(pages: TwinPage[]): LlmsSection[] {
  const areas = Object.entries(AREA_TITLES).map(([area, title]) => ({
    title,
    pages: pages.filter((page) => page.area === area),
  }));
  const others = pages.filter((page) => page.area === null || !(page.area in AREA_TITLES));
  return [
    ...areas,
    { title: 'Site', pages: others.filter((page) => !OPTIONAL.test(page.path)) },
    { title: 'Optional', pages: others.filter((page) => OPTIONAL.test(page.path)) },
  ].filter((section) => section.pages.length > 0);
}

/** Square brackets would end the link text early. */
function linkText(text: string): string {
  return text.replace(/([[\]\\])/g, '\\$1');
}

export function llmsEntry(page: TwinPage): string {
  const link = `- [${linkText(page.title)}](${page.twinPath})`;
  return page.description ? `${link}: ${page.description}` : link;
}

export interface LlmsTxtOptions {
  name: string;
  summary: string;
  /** Per-area `llms-full.txt` files, by section title. */
  fullFiles: { title: string; path: string }[];
}

export function llmsTxt(
  sections: LlmsSection[],
  { name, summary, fullFiles }: LlmsTxtOptions,
): string {
  const full = fullFiles.map((file) => `[${linkText(file.title)}](${file.path})`).join(', ');
  const note = [
    'Each page below links to its Markdown twin: the page at the same path with `.md` appended, holding its prose, the TypeScript source of its demos, and API tables.',
    `Everything in one file: [llms-full.txt](/llms-full.txt)${full ? `; one area at a time: ${full}` : ''}.`,
  ].join(' ');
  return [
    `# ${name}`,
    `> ${summary.replace(/\s+/g, ' ').trim()}`,
    note,
    ...sections.map(
      (section) => `## ${section.title}\n\n${section.pages.map(llmsEntry).join('\n')}`,
    ),
  ]
    .join('\n\n')
    .concat('\n');
}

/** Twins concatenated, each preceded by a comment naming its URL. */
export function llmsFullTxt(pages: TwinPage[]): string {
  return pages
    .map((page) => `<!-- ${page.twinPath} -->\n\n${page.markdown.trim()}\n`)
    .join('\n---\n\n');
}
