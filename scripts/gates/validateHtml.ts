/**
 * The HTML validity gate: html-validate over exported pages, with the project's
 * .htmlvalidate.json (the standard rules and the document rules, which hold every page to the
 * HTML standard). Build-time only.
 *
 * Beside its rules, attribute values that only a script's mistake writes (`width="NaN"`) fail too
 * (scriptValueAttributes.ts).
 *
 * Two rules are off, neither hides invalid markup:
 * - `require-sri`: subresource integrity guards files from other origins; every script and
 *   stylesheet here comes from the site itself.
 * - `no-raw-characters`: it flags a raw `>` in text, which the HTML standard allows and which
 *   React and the syntax highlighter write in every code sample; character references that are
 *   actually wrong are still caught by `unrecognized-char-ref`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { FileSystemConfigLoader, HtmlValidate, type Message } from 'html-validate';
import { scriptValueAttributes } from './scriptValueAttributes';

export interface PageErrors {
  /** The URL path of the page. */
  page: string;
  messages: Pick<Message, 'ruleId' | 'message' | 'line' | 'column' | 'selector'>[];
}

/** The file a static host serves for a URL path of the export. */
export function fileForUrl(dir: string, urlPath: string): string {
  const relative = decodeURIComponent(urlPath).replace(/^\/+/, '');
  return urlPath.endsWith('/') ? path.join(dir, relative, 'index.html') : path.join(dir, relative);
}

/** Validates each page; returns only the pages with errors (warnings are not errors). */
export async function validatePages(
  dir: string,
  urlPaths: readonly string[],
  projectRoot = process.cwd(),
): Promise<PageErrors[]> {
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const configFile = path.join(projectRoot, 'index.html');
  const failures: PageErrors[] = [];
  for (const page of urlPaths) {
    const file = fileForUrl(dir, page);
    if (!fs.existsSync(file)) {
      failures.push({
        page,
        messages: [
          {
            ruleId: 'missing-file',
            message: `${file} does not exist`,
            line: 0,
            column: 0,
            selector: null,
          },
        ],
      });
      continue;
    }
    const html = fs.readFileSync(file, 'utf8');
    // The config is looked up from the project root, whatever folder the pages sit in.
    const report = await validator.validateString(html, configFile);
    const messages = [
      ...report.results
        .flatMap((result) => result.messages)
        .filter((message) => message.severity === 2)
        .map(({ ruleId, message, line, column, selector }) => ({
          ruleId,
          message,
          line,
          column,
          selector,
        })),
      ...scriptValueAttributes(html).map(({ tag, attribute, value }) => ({
        ruleId: 'script-value-attribute',
        message: `<${tag}> has ${attribute}="${value}", a value only a script's mistake writes`,
        line: 0,
        column: 0,
        selector: tag,
      })),
    ];
    if (messages.length > 0) {
      failures.push({ page, messages });
    }
  }
  return failures;
}

export function formatPageErrors(failures: readonly PageErrors[], perPage = 20): string {
  const lines: string[] = [];
  for (const { page, messages } of failures) {
    lines.push(`  ${page}: ${messages.length} error(s)`);
    for (const m of messages.slice(0, perPage)) {
      lines.push(
        `    ${m.line}:${m.column} ${m.ruleId}: ${m.message}${m.selector ? ` (${m.selector})` : ''}`,
      );
    }
    if (messages.length > perPage) {
      lines.push(`    … and ${messages.length - perPage} more`);
    }
  }
  return lines.join('\n');
}
