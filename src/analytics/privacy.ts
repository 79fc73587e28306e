/** Reads the visitor's Do Not Track and Global Privacy Control signals from the browser. */
import { isTrackingRefused } from '@/core/privacySignals';

interface SignalSources {
  doNotTrack?: string | null;
  msDoNotTrack?: string | null;
  globalPrivacyControl?: unknown;
}

export function browserRefusesTracking(): boolean {
  const nav = navigator as Navigator & SignalSources;
  const win = window as Window & SignalSources;
  return isTrackingRefused({
    doNotTrack: [nav.doNotTrack, win.doNotTrack, nav.msDoNotTrack],
    globalPrivacyControl: nav.globalPrivacyControl,
  });
}
