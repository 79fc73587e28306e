/**
 * The Markdown twin of a page (for coding assistants and `Copy page`): the canonical path with
 * `.md` appended to its last segment. `/material-ui/react-button` → `/material-ui/react-button.md`;
 * home → `/index.md`. A trailing slash is ignored.
 */
export function markdownTwinPath(canonicalPath: string): string {
  const trimmed = canonicalPath.replace(/\/+$/, '');
  return trimmed === '' ? '/index.md' : `${trimmed}.md`;
}
