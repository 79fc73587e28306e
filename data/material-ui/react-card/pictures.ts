/** Landscape pictures drawn as inline SVG data URLs (hills under a sky), so nothing is downloaded. */
export function landscape(sky: string, far: string, near: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" preserveAspectRatio="xMidYMid slice"><rect width="320" height="180" fill="${sky}"/><circle cx="250" cy="50" r="22" fill="#fff8e1" opacity="0.9"/><path d="M0 120 Q80 60 160 110 T320 90 V180 H0Z" fill="${far}"/><path d="M0 150 Q100 110 200 145 T320 135 V180 H0Z" fill="${near}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const coast = landscape('#81d4fa', '#4db6ac', '#00796b');
export const dunes = landscape('#ffe0b2', '#ffb74d', '#e65100');
export const valley = landscape('#b39ddb', '#7986cb', '#303f9f');
