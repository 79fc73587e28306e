/**
 * The boundary between the shell (static CSS, no MUI) and the parts of a page built from MUI
 * components. `MuiScope` wraps server-rendered MUI content (demos, the home page's cards): it
 * comes with the pages that render one, as next/dynamic registers it, and so before they
 * hydrate. `lazyWithMui` wraps a lazily loaded drawer, menu or dialog: the component and the
 * theme load together the first time it opens. Pages that render neither load no MUI or emotion.
 */
import * as React from 'react';
import dynamic from 'next/dynamic';
import { MuiRuntimeContext } from './muiRuntimeContext';

// The import is written inside the dynamic() call: that is where Next's compiler finds the module
// to register, so that pages rendering a scope on the server load it before they hydrate.
export const MuiScope = dynamic(() => import('./muiRuntime').then((runtime) => runtime.ThemeScope));

/** The theme scope as a lazily loaded component's module (React.lazy). */
export const loadThemeScope = () =>
  import('./muiRuntime').then((runtime) => ({ default: runtime.ThemeScope }));

/** React.lazy of `load`, rendered inside the MUI theme scope. */
export function lazyWithMui<Props extends object>(
  load: () => Promise<{ default: React.ComponentType<Props> }>,
): React.LazyExoticComponent<React.ComponentType<Props>> {
  return React.lazy(async () => {
    const [{ default: Scope }, { default: Inner }] = await Promise.all([loadThemeScope(), load()]);
    function WithMui(props: Props) {
      return <Scope>{React.createElement(Inner, props)}</Scope>;
    }
    return { default: WithMui };
  });
}

/** The MUI scope around MUI content: a demo island's runtime if inside one, else MuiScope. */
export function ContentMuiScope({ children }: { children: React.ReactNode }) {
  const runtime = React.useContext(MuiRuntimeContext);
  const Scope = runtime?.ThemeScope ?? MuiScope;
  return <Scope>{children}</Scope>;
}
