/**
 * The reader's votes in localStorage (rules in src/core/pageFeedbackVotes.ts), loaded after
 * hydration with the feedback's first look at storage rather than with every page's first scripts.
 */
import {
  PAGE_FEEDBACK_KEY,
  parseFeedbackVotes,
  voteFor,
  withVote,
  type FeedbackVote,
} from '@/core/pageFeedbackVotes';
import { readStorage, writeStorage } from '@/providers/browserStorage';

export function readVote(page: string): FeedbackVote | null {
  return voteFor(parseFeedbackVotes(readStorage(PAGE_FEEDBACK_KEY)), page);
}

export function saveVote(page: string, vote: FeedbackVote): void {
  const votes = withVote(parseFeedbackVotes(readStorage(PAGE_FEEDBACK_KEY)), page, vote);
  writeStorage(PAGE_FEEDBACK_KEY, JSON.stringify(votes));
}
