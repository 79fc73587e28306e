/**
 * The demo box's look for the marker's options: a bordered box (outlined, the default), no frame
 * at all (inline), a soft gradient, or a grey surface (playground); a maximum width and a height
 * when the marker sets them. Positioned, as the demos assume: what a demo places absolutely (MUI
 * X's licence watermark) stays within its box. A framed demo has no padding: its frame fills the box.
 */
import type { SxProps, Theme } from '@mui/material/styles';
import type { DemoOptions } from '@/core/demoMarker';

export function demoBoxSx(options: DemoOptions): SxProps<Theme> {
  const frame = options.bg !== 'inline';
  return {
    position: 'relative',
    p: options.iframe ? 0 : options.bg === 'inline' ? 0 : 3,
    border: frame ? 1 : 0,
    borderColor: 'divider',
    borderRadius: 1,
    overflow: 'auto',
    outline: 'none',
    ...(options.maxWidth ? { maxWidth: options.maxWidth } : {}),
    // A framed demo's height is its frame's (DemoIframe); another's is the box's.
    ...(options.height && !options.iframe ? { height: options.height } : {}),
    ...(options.bg === 'playground' ? { bgcolor: 'action.hover' } : {}),
    ...(options.bg === 'gradient'
      ? { backgroundImage: 'linear-gradient(180deg, var(--mui-palette-action-hover), transparent)' }
      : {}),
    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
  };
}
