/**
 * Page rewrite (scripts/export/04-page-rewrites.ts): the page's inline scripts minified
 * (src/content/export/minifyScript.ts), and the early-click script left out where
 * nothing uses it (src/content/export/inlineScripts.ts). Runs after the first-paint rewrite, whose
 * loader scripts it minifies too.
 */
import { rewriteInlineScripts } from '@/content/export/inlineScripts';
import { minifyScript } from '@/content/export/minifyScript';
import type { PageRewrite } from '@/content/export/pageRewrites';

export function inlineScriptsRewrite(): PageRewrite {
  const cache = new Map<string, string>();
  let changed = 0;
  return {
    rewrite: ({ html }) => {
      const rewritten = rewriteInlineScripts(html, minifyScript, cache);
      changed += rewritten === null ? 0 : 1;
      return rewritten;
    },
    finish: (pages) => {
      console.log(
        `[export] inline scripts: minified on ${changed} of ${pages} pages (${cache.size} distinct)`,
      );
    },
  };
}
