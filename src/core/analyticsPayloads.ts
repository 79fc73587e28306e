/**
 * What the analytics events carry: page views with the product identity and the visitor's
 * preferences as user properties (docs/product-rules.md#analytics).
 */
import { getProductInfo, type ProductCategoryId, type ProductId } from './product';

export interface PageViewParams {
  page_path: string;
  productId: ProductId | null;
  productCategoryId: ProductCategoryId | null;
}

/** The path of a URL without query or hash. */
export function pathOnly(asPath: string): string {
  const end = asPath.search(/[?#]/);
  const path = end === -1 ? asPath : asPath.slice(0, end);
  return path === '' ? '/' : path;
}

/**
 * A page's location as analytics may send it: origin and path only. The query string and the
 * hash can hold a reader's data (the production-error page's `args[]`, a search, a token in a
 * link) and are never sent. Anything that is not an http(s) URL gives ''.
 */
export function pageLocation(href: string): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return '';
  }
  return url.protocol === 'http:' || url.protocol === 'https:'
    ? `${url.origin}${url.pathname}`
    : '';
}

/** What gtag sends with every event instead of the browser's own location and referrer. */
export function locationParams(href: string, referrer: string): Record<string, string> {
  return { page_location: pageLocation(href), page_referrer: pageLocation(referrer) };
}

export function pageViewParams(asPath: string): PageViewParams {
  const pagePath = pathOnly(asPath);
  const { productId, productCategoryId } = getProductInfo(pagePath);
  return { page_path: pagePath, productId, productCategoryId };
}

export interface UserPreferences {
  colorMode: string;
  colorSchemeOS: 'light' | 'dark';
  direction: string;
  userLanguage: string;
  codeVariant: string;
  codeStyling: string;
}

/** gtag user properties use snake_case names. */
export function userProperties(preferences: UserPreferences): Record<string, string> {
  return {
    color_mode: preferences.colorMode,
    color_scheme_os: preferences.colorSchemeOS,
    direction: preferences.direction,
    user_language: preferences.userLanguage,
    code_variant: preferences.codeVariant,
    code_styling: preferences.codeStyling,
  };
}
