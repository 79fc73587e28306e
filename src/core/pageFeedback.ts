/**
 * Page feedback's comment (docs/product-rules.md#page-feedback): where it goes, a JSON POST to the
 * build's DOCS_FEEDBACK_URL or a prefilled new issue on the docs repository. The votes are in
 * pageFeedbackVotes.ts.
 */
import type { FeedbackVote } from './pageFeedbackVotes';

export type { FeedbackVote } from './pageFeedbackVotes';

/** A comment longer than this is refused by the form (and cut by `feedbackPayload`). */
export const MAX_FEEDBACK_COMMENT = 500;

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
