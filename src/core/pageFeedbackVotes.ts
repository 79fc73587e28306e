/**
 * The reader's votes on pages (docs/product-rules.md#page-feedback), remembered in localStorage
 * under PAGE_FEEDBACK_KEY as a JSON object `{ "<path>": "yes" | "no" }` and validated on read:
 * anything else is dropped. Apart from the comment's rules (pageFeedback.ts), because every docs
 * page carries this part and only a vote loads the rest.
 */

export const PAGE_FEEDBACK_KEY = 'mui-page-feedback';
export const FEEDBACK_VOTES = ['yes', 'no'] as const;
export type FeedbackVote = (typeof FEEDBACK_VOTES)[number];
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
