/**
 * Pictures drawn as inline SVG data URLs, each with its own aspect ratio (for the masonry and
 * woven layouts), so the demos show real <img> elements without downloading anything.
 */
function scene(width: number, height: number, sky: string, land: string, sun: string): string {
  const h = height;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${h}"><rect width="${width}" height="${h}" fill="${sky}"/><circle cx="${width * 0.7}" cy="${h * 0.3}" r="${Math.min(width, h) * 0.12}" fill="${sun}"/><path d="M0 ${h * 0.7} Q${width * 0.3} ${h * 0.5} ${width * 0.6} ${h * 0.68} T${width} ${h * 0.62} V${h} H0Z" fill="${land}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export interface Photo {
  src: string;
  title: string;
  author: string;
  /** Height over width. */
  ratio: number;
}

const specs = [
  {
    title: 'Harbour at dusk',
    author: 'N. Okafor',
    ratio: 0.75,
    sky: '#ffab91',
    land: '#37474f',
    sun: '#fff3e0',
  },
  {
    title: 'Lavender rows',
    author: 'M. Dubois',
    ratio: 1.4,
    sky: '#d1c4e9',
    land: '#7e57c2',
    sun: '#fffde7',
  },
  {
    title: 'Lemon grove',
    author: 'A. Rossi',
    ratio: 1,
    sky: '#b3e5fc',
    land: '#f9a825',
    sun: '#ffffff',
  },
  {
    title: 'Glacier lake',
    author: 'S. Lind',
    ratio: 0.6,
    sky: '#e1f5fe',
    land: '#0277bd',
    sun: '#ffffff',
  },
  {
    title: 'Pine ridge',
    author: 'T. Haller',
    ratio: 1.25,
    sky: '#c8e6c9',
    land: '#2e7d32',
    sun: '#fff9c4',
  },
  {
    title: 'Red canyon',
    author: 'J. Begay',
    ratio: 0.8,
    sky: '#ffe0b2',
    land: '#bf360c',
    sun: '#fffde7',
  },
  {
    title: 'Night market',
    author: 'L. Chen',
    ratio: 1.5,
    sky: '#1a237e',
    land: '#4a148c',
    sun: '#ffee58',
  },
  {
    title: 'Salt flats',
    author: 'R. Quispe',
    ratio: 0.7,
    sky: '#e0f7fa',
    land: '#b0bec5',
    sun: '#fffde7',
  },
];

export const photos: Photo[] = specs.map(({ title, author, ratio, sky, land, sun }) => ({
  title,
  author,
  ratio,
  src: scene(300, Math.round(300 * ratio), sky, land, sun),
}));
