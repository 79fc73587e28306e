/** Styles of rendered Markdown: headings, tables, callouts and the two highlighting themes. */
import type { SxProps, Theme } from '@mui/material/styles';
import { CODE_FONT_FAMILY } from '@/theme/docsTheme';

export const markdownStyles: SxProps<Theme> = (theme) => ({
  fontSize: '1rem',
  lineHeight: 1.7,
  color: theme.vars.palette.text.primary,
  // A word or URL longer than the column (a hash, a long link) breaks instead of widening the
  // page. Tables and code blocks keep their words whole and scroll in their own box.
  '& p, & li, & h2, & h3, & h4, & blockquote': { overflowWrap: 'anywhere' },
  // Lists nested beyond three levels, and quotes in quotes, indent by less, so that deep nesting
  // stays in the column.
  '& :is(ul, ol) :is(ul, ol) :is(ul, ol) :is(ul, ol)': { paddingInlineStart: '1em' },
  '& blockquote blockquote': { marginInlineStart: '0.5em', marginInlineEnd: 0 },
  '& h2, & h3': { scrollMarginTop: 80, fontFamily: theme.typography.h2.fontFamily },
  '& h2': { fontSize: '1.5rem', mt: 5, mb: 1.5, fontWeight: 600 },
  '& h3': { fontSize: '1.2rem', mt: 4, mb: 1, fontWeight: 600 },
  '& .heading-anchor': { color: 'inherit', textDecoration: 'none' },
  '& .heading-anchor:hover': { textDecoration: 'underline' },
  '& a:not(.heading-anchor)': { color: theme.vars.palette.primary.dark },
  [theme.getColorSchemeSelector('dark')]: {
    '& a:not(.heading-anchor)': { color: theme.vars.palette.primary.light },
    '& pre': { bgcolor: '#0F1215' },
    '& .shiki span': { color: 'var(--shiki-dark)' },
  },
  '& .description': { fontSize: '1.125rem', color: theme.vars.palette.text.secondary },
  '& code': { fontFamily: CODE_FONT_FAMILY, fontSize: '0.875em' },
  '& :not(pre) > code': {
    px: 0.5,
    borderRadius: 0.5,
    bgcolor: theme.vars.palette.action.hover,
  },
  '& pre': {
    m: 0,
    p: 2,
    pr: 10,
    overflow: 'auto',
    borderRadius: 1,
    border: `1px solid ${theme.vars.palette.divider}`,
    fontSize: '0.8125rem',
    lineHeight: 1.6,
    bgcolor: theme.vars.palette.grey[50],
  },
  '& .shiki span': { color: 'var(--shiki-light)' },
  '& table': {
    borderCollapse: 'collapse',
    width: '100%',
    my: 2,
    display: 'block',
    overflowX: 'auto',
  },
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
});
