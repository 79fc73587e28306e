import {
  ALL_VARIANTS,
  AXE_VARIANTS,
  VARIANTS_BEYOND_AXE,
  describeVariant,
  gatePlan,
  samplePages,
} from './pageSet';

describe('the variants the browser gates open each kind of page in', () => {
  it('meet each language in every mode and direction between the two gates, each variant once', () => {
    const opened = [...AXE_VARIANTS, ...VARIANTS_BEYOND_AXE];
    const names = opened.map(describeVariant);
    expect(new Set(names).size).toBe(names.length);
    for (const language of ['en', 'zh'] as const) {
      const looks = opened.filter((variant) => variant.language === language);
      expect(new Set(looks.map((v) => v.mode))).toEqual(new Set(['light', 'dark']));
      expect(new Set(looks.map((v) => v.direction))).toEqual(new Set(['ltr', 'rtl']));
    }
    expect(names.every((name) => ALL_VARIANTS.map(describeVariant).includes(name))).toBe(true);
  });

  it('check accessibility in both modes and both directions, and in Chinese', () => {
    expect(AXE_VARIANTS.map(describeVariant)).toEqual([
      'light ltr en',
      'dark rtl en',
      'light ltr zh',
    ]);
  });
});

describe('gatePlan and samplePages', () => {
  const sitemap = [
    '/',
    '/material-ui/',
    ...Array.from({ length: 40 }, (_, i) => `/material-ui/page-${i}/`),
    '/blog/a-post/',
  ];

  it('samples pages outside the kinds, the same on every run', () => {
    const plan = gatePlan(sitemap, 12);
    expect(plan.sample).toHaveLength(12);
    expect(plan.sample).not.toContain('/');
    expect(plan.kinds.map((k) => k.kind)).toContain('blog post');
    expect(gatePlan(sitemap, 12).sample).toEqual(plan.sample);
  });

  it('opens each sampled page once in English and every third one in Chinese as well', () => {
    const pages = samplePages(gatePlan(sitemap, 12).sample);
    expect(pages.filter((p) => p.variant.language === 'en')).toHaveLength(12);
    expect(pages.filter((p) => p.variant.language === 'zh')).toHaveLength(4);
  });
});
