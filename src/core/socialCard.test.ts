/**
 * @jest-environment jsdom
 */
import { SOCIAL_CARDS, socialCardName, socialCardPath, socialCardSvg } from './socialCard';

describe('socialCardName', () => {
  it('gives each area its card, in either language, and the site card elsewhere', () => {
    expect(socialCardName('/material-ui/react-button/')).toBe('material-ui');
    expect(socialCardName('/zh/joy-ui/getting-started/')).toBe('joy-ui');
    expect(socialCardName('/x/react-data-grid/')).toBe('x');
    expect(socialCardName('/blog/material-ui-v5-15/')).toBe('blog');
    expect(socialCardName('/')).toBe('site');
    expect(socialCardName('/versions/')).toBe('site');
    expect(socialCardName('/site/')).toBe('site');
    expect(socialCardName('/constructor/')).toBe('site');
    expect(socialCardPath('system')).toBe('/static/social/system.png');
  });
});

describe('socialCardSvg', () => {
  it('is well-formed SVG naming the area, for every card', () => {
    for (const name of Object.keys(SOCIAL_CARDS) as (keyof typeof SOCIAL_CARDS)[]) {
      const doc = new DOMParser().parseFromString(socialCardSvg(name), 'image/svg+xml');
      expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
      expect(doc.documentElement.textContent).toContain(SOCIAL_CARDS[name].title);
    }
  });
});

describe('SOCIAL_CARDS', () => {
  it('keeps taglines short enough to fit the card', () => {
    for (const { tagline } of Object.values(SOCIAL_CARDS)) {
      expect(tagline.length).toBeLessThan(48);
    }
  });
});
