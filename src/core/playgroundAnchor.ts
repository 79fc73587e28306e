/**
 * The playground section's anchor, apart from the hash rules (playgroundHash.ts) so that the
 * section, which every page with a playground loads, carries no more than it needs.
 */

/** The playground section's id: its heading's anchor and the start of its hash. */
export const PLAYGROUND_ID = 'playground';

/** Whether a hash belongs to the playground (`#playground`, `#playground?…`). */
export function isPlaygroundHash(hash: string): boolean {
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  return text === PLAYGROUND_ID || text.startsWith(`${PLAYGROUND_ID}?`);
}
