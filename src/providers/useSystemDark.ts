/** Whether the operating system asks for a dark colour scheme, following its changes. */
import * as React from 'react';
import { restoreInTransition } from './restoreInTransition';

const QUERY = '(prefers-color-scheme: dark)';

/**
 * False on the server and while hydrating, like the light scheme a build writes. The system's
 * answer is taken in as a transition once the page has hydrated, with the saved settings
 * (./restoreInTransition.ts). Later changes of the system's scheme apply at once.
 */
export function useSystemDark(): boolean {
  const [dark, setDark] = React.useState(false);
  React.useEffect(() => {
    if (typeof window.matchMedia !== 'function') {
      return undefined;
    }
    const list = window.matchMedia(QUERY);
    const onChange = () => setDark(list.matches);
    // Read once the page has hydrated, in a transition, like the saved settings.
    const cancel = restoreInTransition(() => {
      setDark(list.matches);
      list.addEventListener('change', onChange);
    });
    return () => {
      cancel();
      list.removeEventListener('change', onChange);
    };
  }, []);
  return dark;
}
