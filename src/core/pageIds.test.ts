import { AUTHOR_ID_FORM, authorIdProblem, isShellId, searchOptionId } from './pageIds';

describe('authorIdProblem', () => {
  it('accepts ids shaped like heading ids', () => {
    for (const id of ['usage-notes', 'step-2', 'a']) {
      expect(authorIdProblem(id)).toBeNull();
    }
  });

  it("refuses Next.js's ids, React's, camelCase globals and other forms, saying what to write", () => {
    for (const id of ['__next', '__NEXT_DATA__', ':r1:', 'dataLayer', 'BasicButtons', '2col', '']) {
      expect(authorIdProblem(id)).toMatch(/lowercase letters, digits and hyphens/);
    }
  });

  it('refuses the ids the shell renders on every page', () => {
    for (const id of ['main-content', 'toc-title', 'search-listbox', searchOptionId(3), 'gtag']) {
      expect(AUTHOR_ID_FORM.test(id)).toBe(true);
      expect(isShellId(id)).toBe(true);
      expect(authorIdProblem(id)).toMatch(/the site itself uses/);
    }
  });
});
