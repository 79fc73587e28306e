import { test as base, expect } from '@playwright/test';
import type { BrowserContext, ConsoleMessage, Page, Request, Response } from '@playwright/test';
import { isMuiXMissingLicenseMessage } from '../../gates/support/muiXLicense';

/** The three kinds of problem every page is checked for. */
export type ProblemKind = 'console' | 'pageerror' | 'request';

export interface Problem {
  kind: ProblemKind;
  page: string;
  text: string;
}

export interface Diagnostics {
  /** Everything seen so far, in order. */
  readonly problems: readonly Problem[];
  /**
   * Opts this test out of a check: every problem of `kind`, or only those whose text matches
   * `pattern`. Use it in tests that break the page on purpose (blocked scripts, a 404 page).
   */
  allow: (kind: ProblemKind, pattern?: RegExp) => void;
}

interface Allowance {
  kind: ProblemKind;
  pattern?: RegExp;
}

function describeRequest(request: Request, reason: string): string {
  return `${request.method()} ${request.url()} (${request.resourceType()}): ${reason}`;
}

/**
 * Listens to one page: console errors, uncaught exceptions, requests that failed and responses
 * with an error status.
 */
function watchPage(page: Page, record: (problem: Problem) => void): void {
  const where = (): string => page.url();
  page.on('console', (message: ConsoleMessage) => {
    // MUI X's licence message on a Pro or Premium demo without a key is expected (docs/product-rules.md#mui-x-licences).
    if (message.type() === 'error' && !isMuiXMissingLicenseMessage(message.text())) {
      const location = message.location();
      const at = location.url ? ` (at ${location.url}:${location.lineNumber})` : '';
      record({ kind: 'console', page: where(), text: `${message.text()}${at}` });
    }
  });
  page.on('pageerror', (error: Error) => {
    record({ kind: 'pageerror', page: where(), text: error.stack ?? error.message });
  });
  page.on('requestfailed', (request: Request) => {
    const reason = request.failure()?.errorText ?? 'failed';
    // A request the page itself cancelled (a prefetch overtaken by navigation) has not failed;
    // error statuses are caught by the response listener below.
    if (reason === 'net::ERR_ABORTED') {
      return;
    }
    record({ kind: 'request', page: where(), text: describeRequest(request, reason) });
  });
  page.on('response', (response: Response) => {
    if (response.status() >= 400) {
      record({
        kind: 'request',
        page: where(),
        text: describeRequest(response.request(), `HTTP ${response.status()}`),
      });
    }
  });
}

function watchContext(context: BrowserContext, record: (problem: Problem) => void): void {
  for (const page of context.pages()) {
    watchPage(page, record);
  }
  context.on('page', (page) => watchPage(page, record));
}

function format(problems: readonly Problem[]): string {
  return problems.map((p) => `  [${p.kind}] on ${p.page}\n    ${p.text}`).join('\n');
}

/**
 * The project's `test`: every page a test opens (through the `page` or `context` fixture) is
 * watched, and the test fails at the end if anything went wrong that it did not `allow`.
 */
export const test = base.extend<{ diagnostics: Diagnostics }>({
  diagnostics: [
    async ({ context }, use, testInfo) => {
      const problems: Problem[] = [];
      const allowances: Allowance[] = [];
      watchContext(context, (problem) => problems.push(problem));

      await use({
        problems,
        allow: (kind, pattern) => {
          allowances.push({ kind, pattern });
        },
      });

      const unexpected = problems.filter(
        (problem) =>
          !allowances.some(
            (allowance) =>
              allowance.kind === problem.kind &&
              (allowance.pattern === undefined || allowance.pattern.test(problem.text)),
          ),
      );
      if (unexpected.length > 0) {
        await testInfo.attach('page-problems.txt', {
          body: format(unexpected),
          contentType: 'text/plain',
        });
      }
      // Skip the check when the test has failed already: its own error is the one to read.
      if (testInfo.status === testInfo.expectedStatus) {
        expect(
          unexpected,
          `Console errors, page errors or failed requests:\n${format(unexpected)}`,
        ).toEqual([]);
      }
    },
    { auto: true },
  ],
});

export { expect };
