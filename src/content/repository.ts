/** The site's source repository, for demo source links: the build settings' repository and branch. */
import { readBuildSettings } from '@/settings/buildSettings.mjs';

/** A file of the repository, on its configured branch. */
export function repositoryFileUrl(relativePath: string, settings = readBuildSettings()): string {
  return `${settings.repositoryUrl}/blob/${encodeURIComponent(settings.repositoryBranch)}/${relativePath}`;
}

/** The repository's page for a new issue (a demo's error box links to it). */
export function newIssueUrl(settings = readBuildSettings()): string {
  return `${settings.repositoryUrl}/issues/new`;
}
