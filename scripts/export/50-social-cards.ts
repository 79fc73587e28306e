/**
 * Export step: the social cards every page names as its og:image (src/core/socialCard.ts), one
 * PNG per area, drawn from SVG by sharp (already installed with Next for image work; libvips
 * renders SVG without a browser). Runs beside the other steps: it only writes /static/social/.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {
  SOCIAL_CARDS,
  socialCardPath,
  socialCardSvg,
  type SocialCardName,
} from '@/core/socialCard';

export const besideOtherSteps = true;

export async function run(outDir: string): Promise<void> {
  const names = Object.keys(SOCIAL_CARDS) as SocialCardName[];
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(outDir, ...socialCardPath(name).split('/').filter(Boolean));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      await sharp(Buffer.from(socialCardSvg(name)))
        .png({ compressionLevel: 9, palette: true })
        .toFile(file);
    }),
  );
  console.log(
    `[export] social cards: ${names.length} images in ${path.dirname(socialCardPath('site'))}/`,
  );
}
