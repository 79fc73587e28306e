/**
 * The header's icons, drawn here as strokes on a 24 px grid: inline, so they need no request and
 * no icon library in every page's JavaScript. Each is decorative; its button carries the name.
 */
import * as React from 'react';

function Icon({ children }: { children: React.ReactNode }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function MenuIcon() {
  return (
    <Icon>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </Icon>
  );
}

export function SearchIcon() {
  return (
    <Icon>
      <circle cx="10.5" cy="10.5" r="6" />
      <path d="M15 15l5 5" />
    </Icon>
  );
}

/** A globe: the usual sign for a choice of language. */
export function LanguageIcon() {
  return (
    <Icon>
      <circle cx="12" cy="12" r="9" />
      <ellipse cx="12" cy="12" rx="3.75" ry="9" />
      <path d="M3 12h18" />
    </Icon>
  );
}

/** Three sliders: the settings drawer holds toggles and sliders for the site's preferences. */
export function SettingsIcon() {
  return (
    <Icon>
      <path d="M4 7h16M4 12h16M4 17h16" />
      <circle cx="9" cy="7" r="2" fill="currentColor" />
      <circle cx="15" cy="12" r="2" fill="currentColor" />
      <circle cx="8" cy="17" r="2" fill="currentColor" />
    </Icon>
  );
}
