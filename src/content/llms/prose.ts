/**
 * A page's Markdown source as twin prose: the body's own H1 dropped (the twin's title comes from
 * the front matter), the description paragraph unwrapped, each demo marker replaced by the demo's
 * TypeScript source as fenced `tsx`, callouts (`:::info` … `:::`) as plain blockquotes, and site
 * links pointing at twins.
 */
import { classifyLines, fencedCode, type MarkdownLine } from './fences';
import { rewriteLinks, type LinkResolver } from './links';
import { parseDemoMarker } from '@/core/demoMarker';

export interface ProseOptions {
  /** The TypeScript source of a demo named in a marker (`BasicButtons.tsx`). */
  demoSource: (name: string) => string;
  resolveLink: LinkResolver;
}

const CALLOUT_OPEN = /^:::(info|success|warning|error)$/;
const CALLOUT_CLOSE = /^:::$/;
const DESCRIPTION = /^\s*<p class="description">([\s\S]*)<\/p>\s*$/;
const H1 = /^#\s+\S/;

/** Demo markers become fenced code lines (already marked as code). */
function expandDemos(
  lines: MarkdownLine[],
  demoSource: ProseOptions['demoSource'],
): MarkdownLine[] {
  return lines.flatMap((line) => {
    const marker = line.inCode ? null : parseDemoMarker(line.text);
    if (!marker) {
      return [line];
    }
    return ['', ...fencedCode(demoSource(marker.name), 'tsx'), ''].map((text) => ({
      text,
      inCode: text !== '',
    }));
  });
}

function isBlank(lines: string[]): boolean {
  return lines.length === 0 || lines[lines.length - 1].trim() === '';
}

export function proseToTwin(body: string, { demoSource, resolveLink }: ProseOptions): string {
  const out: string[] = [];
  let depth = 0;
  let titleDropped = false;
  for (const line of expandDemos(classifyLines(body), demoSource)) {
    let text = line.text;
    if (!line.inCode) {
      const trimmed = text.trim();
      if (!titleDropped && H1.test(trimmed)) {
        titleDropped = true;
        continue;
      }
      if (CALLOUT_OPEN.test(trimmed)) {
        if (!isBlank(out)) {
          out.push('>'.repeat(depth));
        }
        depth += 1;
        continue;
      }
      if (depth > 0 && CALLOUT_CLOSE.test(trimmed)) {
        depth -= 1;
        out.push('>'.repeat(depth));
        continue;
      }
      const description = DESCRIPTION.exec(text);
      text = rewriteLinks(description ? description[1].trim() : text, resolveLink);
    }
    const quote = '> '.repeat(depth);
    out.push(text.trim() === '' ? quote.trimEnd() : `${quote}${text}`);
  }
  return out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
