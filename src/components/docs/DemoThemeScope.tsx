/**
 * The theme and type a demo renders in. Material UI (and MUI X, built on it) demos use the site's
 * theme, so the colour playground reaches them, with Material UI's own Roboto typography; Joy UI
 * demos use Joy's own theme and Inter, sharing the site's colour mode through the same storage key
 * and `<html>` attribute. Other areas keep the shell's type. Joy's scope and each area's fonts are
 * loaded through next/dynamic, so a page downloads only the theme and fonts of the demos it has.
 * It renders inside the page's MUI scope (MarkdownContent), and itself imports no MUI: it is
 * part of every docs page's module, so that Next registers its dynamic parts with the page.
 */
import * as React from 'react';
import dynamic from 'next/dynamic';
import { MuiRuntimeContext } from '@/components/layout/muiRuntimeContext';

const MaterialDemoFonts = dynamic(() => import('./demoFonts/MaterialDemoFonts'));
const MaterialIconsFont = dynamic(() => import('./demoFonts/MaterialIconsFont'));
// The site's theme with Material UI's typography, and Joy's theme, provider and fonts: downloaded
// only by pages with such demos. Material's comes in the module of the page's MUI theme scope
// (src/components/layout/muiRuntime.ts), one chunk group; a component route hands both down
// (MuiRuntimeContext).
const MaterialDemoScope = dynamic(() =>
  import('@/components/layout/muiRuntime').then((runtime) => runtime.MaterialDemoScope),
);
const JoyDemoScope = dynamic(() => import('./JoyDemoScope'));

export type DemoArea = 'material' | 'joy' | 'shell';

export function demoAreaOf(demoId: string): DemoArea {
  if (demoId.startsWith('joy-ui/')) {
    return 'joy';
  }
  if (demoId.startsWith('material-ui/') || demoId.startsWith('x/')) {
    return 'material';
  }
  return 'shell';
}

export default function DemoThemeScope({
  demoId,
  children,
}: {
  demoId: string;
  children: React.ReactNode;
}) {
  const area = demoAreaOf(demoId);
  const runtime = React.useContext(MuiRuntimeContext);
  const MaterialScope = runtime?.MaterialDemoScope ?? MaterialDemoScope;
  const JoyScope = runtime?.JoyDemoScope ?? JoyDemoScope;
  if (area === 'joy') {
    return <JoyScope>{children}</JoyScope>;
  }
  if (area === 'material') {
    return (
      <>
        <MaterialDemoFonts />
        <MaterialIconsFont />
        <MaterialScope>{children}</MaterialScope>
      </>
    );
  }
  return <>{children}</>;
}
