/**
 * Portraits drawn as inline SVG data URLs (a head and shoulders on a coloured ground), so the
 * avatar demos show pictures without downloading anything.
 */
export function portrait(background: string, skin: string, hair: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/><ellipse cx="32" cy="62" rx="22" ry="16" fill="${hair}"/><circle cx="32" cy="28" r="13" fill="${skin}"/><path d="M19 26c0-10 6-15 13-15s13 5 13 15c-4-5-9-7-13-7s-9 2-13 7z" fill="${hair}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const people = [
  { name: 'Amara Okafor', src: portrait('#90caf9', '#8d5524', '#1b1b1b') },
  { name: 'Lucas Moreau', src: portrait('#a5d6a7', '#f1c27d', '#6d4c41') },
  { name: 'Mei Tanaka', src: portrait('#ffcc80', '#ffdbac', '#212121') },
  { name: 'Sofia Rossi', src: portrait('#ce93d8', '#e0ac69', '#4e342e') },
  { name: 'Omar Haddad', src: portrait('#80cbc4', '#c68642', '#3e2723') },
  { name: 'Ingrid Berg', src: portrait('#ef9a9a', '#ffe0bd', '#f9a825') },
] as const;
