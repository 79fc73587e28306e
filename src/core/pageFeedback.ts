/**
 * Page feedback (docs/product-rules.md#page-feedback): the reader's vote on a page, remembered per
 * page in localStorage under PAGE_FEEDBACK_KEY as a JSON object `{ "<path>": "yes" | "no" }`,
 * validated on read (anything else is dropped), and where the comment goes: a JSON POST to the
 * build's DOCS_FEEDBACK_URL, or a prefilled new issue on the docs repository.
 */

export const PAGE_FEEDBACK_KEY = 'mui-page-feedback';
export const FEEDBACK_VOTES = ['yes', 'no'] as const;
export type FeedbackVote = (typeof FEEDBACK_VOTES)[number];
/** A comment longer than this is refused by the form (and cut by `feedbackPayload`). */
export const MAX_FEEDBACK_COMMENT = 500;
/** The votes kept: the most recent pages, so storage stays small. */
export const MAX_REMEMBERED_VOTES = 200;
/** A page path as the site writes them: a slash, then letters, digits, `-`, `_`, `.`, `/`. */
const PAGE_PATH = /^\/[a-z0-9\-_./]{0,200}$/i;

export type FeedbackVotes = Record<string, FeedbackVote>;

function isVote(value: unknown): value is FeedbackVote {
  return value === 'yes' || value === 'no';
}

/** The stored votes; an empty record for anything that is not an object of page paths to votes. */
export function parseFeedbackVotes(raw: string | null): FeedbackVotes {
  if (raw === null) {
    return {};
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return {};
  }
  const votes: FeedbackVotes = Object.create(null) as FeedbackVotes;
  let kept = 0;
  for (const [page, vote] of Object.entries(parsed as Record<string, unknown>)) {
    if (kept >= MAX_REMEMBERED_VOTES) {
      break;
    }
    if (PAGE_PATH.test(page) && isVote(vote)) {
      votes[page] = vote;
      kept += 1;
    }
  }
  return votes;
}

/** The vote remembered for `page`, or null. */
export function voteFor(votes: FeedbackVotes, page: string): FeedbackVote | null {
  return Object.prototype.hasOwnProperty.call(votes, page) ? votes[page] : null;
}

/** The votes with `page`'s set last (the oldest drop out past MAX_REMEMBERED_VOTES). */
export function withVote(votes: FeedbackVotes, page: string, vote: FeedbackVote): FeedbackVotes {
  const entries = Object.entries(votes).filter(([stored]) => stored !== page);
  entries.push([page, vote]);
  return Object.fromEntries(entries.slice(-MAX_REMEMBERED_VOTES)) as FeedbackVotes;
}

export interface FeedbackPayload {
  /** The page's path, without language prefix. */
  page: string;
  /** The page's area (`material-ui`, …), or `site` outside an area. */
  section: string;
  vote: FeedbackVote;
  comment: string;
}

/** The JSON body of the POST: the comment trimmed and cut to MAX_FEEDBACK_COMMENT. */
export function feedbackPayload(
  page: string,
  section: string | null,
  vote: FeedbackVote,
  comment: string,
): FeedbackPayload {
  return {
    page,
    section: section ?? 'site',
    vote,
    comment: comment.trim().slice(0, MAX_FEEDBACK_COMMENT),
  };
}

/** The endpoint when it is an absolute http(s) URL, else null (the issue link is used). */
export function feedbackEndpoint(configured: string | undefined): string | null {
  if (configured === undefined || configured.trim() === '') {
    return null;
  }
  try {
    const url = new URL(configured.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A new issue on the docs repository, prefilled with the page, the vote and the comment. */
export function feedbackIssueUrl(repositoryUrl: string, payload: FeedbackPayload): string {
  const title = `[docs-feedback] ${payload.page}`;
  const body = [
    `Page: ${payload.page}`,
    `Section: ${payload.section}`,
    `Helpful: ${payload.vote}`,
    '',
    payload.comment === '' ? '(Describe what is missing or wrong.)' : payload.comment,
  ].join('\n');
  const query = new URLSearchParams({ title, body, labels: 'docs-feedback' });
  return `${repositoryUrl.replace(/\/$/, '')}/issues/new?${query.toString()}`;
}
