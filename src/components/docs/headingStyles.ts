/**
 * One look for the section headings of every docs page (Markdown guides and component pages, API
 * pages and tabs): the heading's text is a link to its own section that looks like plain heading
 * text, and a `#` appears beside it on hover and on keyboard focus. The `#` is generated content
 * with empty alternative text, so it stays out of the heading's accessible name, the search index
 * and copied text.
 */
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

export function headingStyles(theme: Theme): SystemStyleObject<Theme> {
  return {
    '& h2, & h3': {
      scrollMarginTop: 80,
      fontFamily: theme.typography.h2.fontFamily,
      fontWeight: 600,
      lineHeight: 1.3,
      color: theme.vars.palette.text.primary,
      overflowWrap: 'break-word',
    },
    '& h2': { fontSize: '1.5rem', mt: 5, mb: 1.5 },
    '& h3': { fontSize: '1.2rem', mt: 4, mb: 1 },
    '& .heading-anchor': { color: 'inherit', textDecoration: 'none', borderRadius: 0.5 },
    '& .heading-anchor::after': {
      content: '"#" / ""',
      marginInlineStart: '0.35em',
      color: theme.vars.palette.primary.main,
      fontWeight: 400,
      opacity: 0,
      transition: 'opacity 150ms',
    },
    '& h2:hover .heading-anchor::after, & h3:hover .heading-anchor::after, & .heading-anchor:focus-visible::after':
      { opacity: 1 },
    '& .heading-anchor:focus-visible': {
      outline: `2px solid ${theme.vars.palette.primary.main}`,
      outlineOffset: 2,
    },
    '@media (prefers-reduced-motion: reduce)': {
      '& .heading-anchor::after': { transition: 'none' },
    },
  };
}
