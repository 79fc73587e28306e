/** The site's source repository, for demo source links: the build settings' repository and branch. */
import { readBuildSettings } from '@/settings/buildSettings.mjs';

/** A file of the repository, on its configured branch. */
export function repositoryFileUrl(relativePath: string, settings = readBuildSettings()): string {
  return `${settings.repositoryUrl}/blob/${encodeURIComponent(settings.repositoryBranch)}/${relativePath}`;
}
