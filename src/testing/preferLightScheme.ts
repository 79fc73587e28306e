/**
 * Tests only. jsdom has no media queries: this gives it a `matchMedia` that never matches, the
 * browser of a reader whose operating system prefers light (and no reduced motion).
 */
export function preferLightScheme(): void {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}
