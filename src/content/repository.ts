/** The site's source repository, for "Edit this page" and demo source links. */
export const REPOSITORY_URL = 'https://github.com/mui/mui-docs-site';
