/**
 * The libraries' own documentation site. Their doc comments link to its pages; a link to a page
 * this site has becomes local, and one to a page this site lacks goes there. Not this site's origin,
 * which is a build setting (NEXT_PUBLIC_SITE_ORIGIN, src/settings/buildSettings.mjs).
 */
export const UPSTREAM_DOCS_ORIGIN = 'https://mui.com';
