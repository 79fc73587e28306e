/**
 * Per-page <head>: title, description, canonical and hreflang links, product identity metas, the
 * social card of the page's area, and on blog pages the link to the blog's feed.
 */
import * as React from 'react';
import Head from 'next/head';
import { localizePath, type Language } from '@/core/language';
import { getProductInfo } from '@/core/product';
import { BLOG_FEED_PATH } from '@/core/blogFeed';
import {
  SOCIAL_CARD_HEIGHT,
  SOCIAL_CARD_WIDTH,
  socialCardName,
  socialCardPath,
} from '@/core/socialCard';
import { usePageLanguages } from '@/providers/PageLanguagesProvider';

/** Inlined by next.config.mjs from src/settings/buildSettings.mjs, which holds its default. */
const SITE_ORIGIN = process.env.NEXT_PUBLIC_SITE_ORIGIN ?? '';

function withSlash(path: string): string {
  return path.endsWith('/') ? path : `${path}/`;
}

export function absoluteUrl(path: string): string {
  return `${SITE_ORIGIN.replace(/\/$/, '')}${withSlash(path)}`;
}

export default function PageHead({
  title,
  description,
  path,
  language,
  noIndex = false,
  canonical = true,
}: {
  title: string;
  description: string;
  /** Canonical path without language prefix. */
  path: string;
  language: Language;
  noIndex?: boolean;
  /** False for a page served at any URL (the 404 page): it names no canonical URL or og:url. */
  canonical?: boolean;
}) {
  const { productId, productCategoryId } = getProductInfo(path);
  // A page not rendered in Chinese (pageLanguages.ts) names no /zh/ alternate: that URL is the 404 page.
  const hasChineseTwin = usePageLanguages().includes('zh');
  const fullTitle = path === '/' ? title : `${title} - MUI`;
  const cardUrl = `${SITE_ORIGIN.replace(/\/$/, '')}${socialCardPath(socialCardName(path))}`;
  const onBlog = path === '/blog' || path.startsWith('/blog/');
  return (
    <Head>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noIndex ? <meta name="robots" content="noindex" /> : null}
      {canonical ? <link rel="canonical" href={absoluteUrl(path)} /> : null}
      {/* Language alternates only for indexed pages: the 404 page has no Chinese twin. */}
      {noIndex ? null : <link rel="alternate" hrefLang="en" href={absoluteUrl(path)} />}
      {noIndex || !hasChineseTwin ? null : (
        <link rel="alternate" hrefLang="zh" href={absoluteUrl(localizePath(path, 'zh'))} />
      )}
      {noIndex ? null : <link rel="alternate" hrefLang="x-default" href={absoluteUrl(path)} />}
      <meta name="mui:productId" content={productId ?? 'null'} />
      <meta name="mui:productCategoryId" content={productCategoryId ?? 'null'} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {canonical ? (
        <meta property="og:url" content={absoluteUrl(localizePath(path, language))} />
      ) : null}
      <meta property="og:image" content={cardUrl} />
      <meta property="og:image:width" content={String(SOCIAL_CARD_WIDTH)} />
      <meta property="og:image:height" content={String(SOCIAL_CARD_HEIGHT)} />
      <meta name="twitter:card" content="summary_large_image" />
      {onBlog ? (
        <link
          rel="alternate"
          type="application/atom+xml"
          title="MUI Blog"
          href={absoluteUrl(BLOG_FEED_PATH).replace(/\/$/, '')}
        />
      ) : null}
    </Head>
  );
}
