/**
 * Data every page hands to the shell: the installed version of each product, and the site's
 * links from the build settings (the repository, where page feedback goes), which reach the
 * browser through the page's props (SiteLinksProvider) rather than as inlined variables.
 */
import { readBuildSettings } from '@/settings/buildSettings.mjs';
import type { SiteLinks } from '@/core/siteLinks';
import { productVersions, type VersionedProduct } from '../versions';

export interface ShellData {
  versions: Record<VersionedProduct, string>;
  siteLinks: SiteLinks;
}

export function siteLinks(settings = readBuildSettings()): SiteLinks {
  return { repository: settings.repositoryUrl, feedback: settings.feedbackUrl };
}

export function withShellData<T extends object>(props: T): T & ShellData {
  return { ...props, versions: productVersions(), siteLinks: siteLinks() };
}
