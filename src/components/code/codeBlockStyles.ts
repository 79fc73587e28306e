/**
 * The look of a code block wherever it appears (Markdown, demos, API imports): a frame holding a
 * toolbar row (language, shortcut hint, Copy) above the highlighted code, in both colour schemes.
 */
import type { SxProps, Theme } from '@mui/material/styles';
import { CODE_FONT_FAMILY } from '@/theme/docsTheme';

export const codeBlockSx: SxProps<Theme> = (theme) => {
  // The docs theme provides CSS variables; a plain theme (a unit test's) does not.
  const palette = theme.vars?.palette ?? theme.palette;
  return {
    my: 2,
    border: `1px solid ${palette.divider}`,
    borderRadius: 1,
    overflow: 'hidden',
    bgcolor: palette.grey[50],
    ...(theme.getColorSchemeSelector && {
      [theme.getColorSchemeSelector('dark')]: {
        bgcolor: '#0F1215',
        '& .shiki span': { color: 'var(--shiki-dark)' },
      },
    }),
    '& .code-block-toolbar': {
      display: 'flex',
      alignItems: 'center',
      gap: 1,
      minHeight: 36,
      paddingBlock: 0.5,
      paddingInlineStart: 2,
      paddingInlineEnd: 0.75,
      borderBottom: `1px solid ${palette.divider}`,
      fontSize: '0.75rem',
      color: palette.text.secondary,
    },
    '& .code-block-language': {
      fontFamily: CODE_FONT_FAMILY,
      textTransform: 'lowercase',
    },
    '& pre': {
      m: 0,
      p: 2,
      overflowX: 'auto',
      maxWidth: '100%',
      fontFamily: CODE_FONT_FAMILY,
      fontSize: '0.8125rem',
      lineHeight: 1.6,
      bgcolor: 'transparent',
    },
    '& pre code': { fontFamily: 'inherit', fontSize: 'inherit' },
    '& .shiki span': { color: 'var(--shiki-light)' },
  };
};
