/**
 * The demo box's look for the marker's options: a bordered box (outlined, the default), no frame
 * at all (inline), a soft gradient, or a grey surface (playground); a maximum width and a height
 * when the marker sets them. Positioned, as the demos assume: what a demo places absolutely (MUI
 * X's licence watermark) stays within its box. A framed demo has no padding: its frame fills the box.
 * Static CSS (Demo.module.css), so the demo frame's chunk carries none of the styling runtime.
 */
import type * as React from 'react';
import type { DemoOptions } from '@/core/demoMarker';
import styles from './Demo.module.css';

export function demoBoxClassName(options: DemoOptions): string {
  return [
    styles.box,
    options.bg === 'inline' ? styles.inline : undefined,
    options.iframe ? styles.framed : undefined,
    options.bg === 'playground' ? styles.playground : undefined,
    options.bg === 'gradient' ? styles.gradient : undefined,
  ]
    .filter(Boolean)
    .join(' ');
}

export function demoBoxStyle(options: DemoOptions): React.CSSProperties | undefined {
  const style: React.CSSProperties = {
    ...(options.maxWidth ? { maxWidth: options.maxWidth } : {}),
    // A framed demo's height is its frame's (DemoIframe); another's is the box's.
    ...(options.height && !options.iframe ? { height: options.height } : {}),
  };
  return Object.keys(style).length > 0 ? style : undefined;
}
