/**
 * Styles of rendered Markdown: headings (headingStyles), links, inline code, tables and callouts.
 * Code blocks style themselves (codeBlockStyles). A long word, a long inline code span or a wide
 * table never widens the page: words break, tables scroll inside their own box.
 */
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { CODE_FONT_FAMILY } from '@/theme/docsTheme';
import { headingStyles } from './headingStyles';

export function markdownStyles(theme: Theme): SystemStyleObject<Theme> {
  return {
    ...headingStyles(theme),
    fontSize: '1rem',
    lineHeight: 1.7,
    color: theme.vars.palette.text.primary,
    overflowWrap: 'break-word',
    // A word or URL longer than the column (a hash, a long link) breaks instead of widening the
    // page. Tables and code blocks keep their words whole and scroll in their own box.
    '& p, & li, & h2, & h3, & h4, & blockquote': { overflowWrap: 'anywhere' },
    // Lists nested beyond three levels, and quotes in quotes, indent by less, so that deep nesting
    // stays in the column.
    '& :is(ul, ol) :is(ul, ol) :is(ul, ol) :is(ul, ol)': { paddingInlineStart: '1em' },
    '& blockquote blockquote': { marginInlineStart: '0.5em', marginInlineEnd: 0 },
    '& a:not(.heading-anchor)': { color: theme.vars.palette.primary.dark },
    [theme.getColorSchemeSelector('dark')]: {
      '& a:not(.heading-anchor)': { color: theme.vars.palette.primary.light },
    },
    '& .description': { fontSize: '1.125rem', color: theme.vars.palette.text.secondary },
    '& code': { fontFamily: CODE_FONT_FAMILY, fontSize: '0.875em' },
    '& :not(pre) > code': {
      px: 0.5,
      borderRadius: 0.5,
      bgcolor: theme.vars.palette.action.hover,
    },
    '& table': {
      borderCollapse: 'collapse',
      width: '100%',
      my: 2,
      display: 'block',
      overflowX: 'auto',
    },
    // Identifiers in a table keep their hyphens and slashes together; the table scrolls instead.
    '& td code, & th code': { whiteSpace: 'nowrap' },
    '& th, & td': {
      border: `1px solid ${theme.vars.palette.divider}`,
      px: 1.5,
      py: 0.75,
      textAlign: 'start',
    },
    '& .callout': {
      my: 2,
      px: 2,
      py: 0.5,
      borderInlineStart: '4px solid',
      borderRadius: 1,
      bgcolor: theme.vars.palette.action.hover,
    },
    '& .callout-info': { borderColor: theme.vars.palette.primary.main },
    '& .callout-success': { borderColor: theme.vars.palette.success.main },
    '& .callout-warning': { borderColor: theme.vars.palette.warning.main },
    '& .callout-error': { borderColor: theme.vars.palette.error.main },
    '& img': { maxWidth: '100%' },
  };
}
