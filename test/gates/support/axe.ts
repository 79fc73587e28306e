import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.0 and 2.1, levels A and AA: the rules the gate holds every page to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Runs axe-core over the whole page and returns each violated rule with where it fails. */
/** `include`: a selector that limits the check to part of the page (all of it by default). */
export async function axeFindings(page: Page, include?: string): Promise<AxeFinding[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    targets: violation.nodes.map(
      (node) =>
        `${node.target.join(' ')}${node.failureSummary ? `: ${node.failureSummary.split('\n').slice(1, 2).join('').trim()}` : ''}`,
    ),
  }));
}

export function formatFindings(url: string, findings: readonly AxeFinding[]): string {
  const lines = [`${findings.length} axe violation(s) on ${url}:`];
  for (const finding of findings) {
    lines.push(`  ${finding.rule} (${finding.impact}): ${finding.help}`);
    for (const target of finding.targets.slice(0, 8)) {
      lines.push(`    ${target}`);
    }
    if (finding.targets.length > 8) {
      lines.push(`    … and ${finding.targets.length - 8} more`);
    }
  }
  return lines.join('\n');
}
