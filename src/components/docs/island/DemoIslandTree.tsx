/**
 * What a demo island's root renders (DemoIsland.tsx), on the server and in the browser alike: the
 * demo frame (Demo.tsx) inside MUI's theme scope, both from the runtime its folder module brings
 * (src/components/docs/island/demoRuntime.ts). It reports once its root has committed.
 */
import * as React from 'react';
import type { DemoData } from '@/content/demos/loadDemos';
import type { DemoOptions } from '@/core/demoMarker';
import { MuiRuntimeContext } from '@/components/layout/muiRuntimeContext';
import type { DemoRuntime } from '../DemoRegistryContext';
import type DemoThemeScope from '../DemoThemeScope';

export interface DemoIslandProps {
  demo: DemoData;
  options?: Partial<DemoOptions>;
  /** DemoThemeScope, which the page imports (its next/dynamic parts register with the page). */
  ThemeScope: typeof DemoThemeScope;
}

/** Calls `onReady` once, when the island's root has committed (never on the server). */
function ReportReady({ onReady }: { onReady?: () => void }): null {
  React.useEffect(() => {
    onReady?.();
  }, [onReady]);
  return null;
}

export default function DemoIslandTree({
  runtime,
  demo,
  options,
  ThemeScope,
  onReady,
}: DemoIslandProps & { runtime: DemoRuntime; onReady?: () => void }) {
  const { ThemeScope: MuiThemeScope, Frame } = runtime;
  return (
    <MuiRuntimeContext.Provider value={runtime}>
      <MuiThemeScope>
        <Frame demo={demo} options={options} ThemeScope={ThemeScope} />
      </MuiThemeScope>
      <ReportReady onReady={onReady} />
    </MuiRuntimeContext.Provider>
  );
}
