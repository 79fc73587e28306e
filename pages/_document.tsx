/**
 * The HTML document: emotion's server styles in <head>, the saved-language script that moves a
 * visitor to the page in their language, the pre-paint script that applies the saved colour
 * mode, direction and density before the first frame, and the area's navigation file, before the
 * page's own scripts (src/core/navigationAsset.ts). The server render gets that tree from here.
 */
import * as React from 'react';
import Document, {
  Head,
  Html,
  Main,
  NextScript,
  type DocumentContext,
  type DocumentInitialProps,
} from 'next/document';
import type { AppProps } from 'next/app';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import type { EmotionCache } from '@emotion/cache';
import { isLanguage, parseLanguage, type Language } from '@/core/language';
import { navigationRefOf } from '@/core/navigationAsset';
import type { NavEntry } from '@/core/navigationTypes';
import { navigationTreeFor } from '@/content/navigationAssets';
import { EARLY_CLICK_SCRIPT, EARLY_CLICK_SCRIPT_ID } from '@/theme/earlyClicks';
import { pagePropsWithoutArticle } from '@/content/export/articleOnce';
import { composedLayerIds } from '@/theme/composedStyleLayers';
import { createLtrEmotionCache } from '@/theme/emotionCache';
import { IslandRendererContext } from '@/components/docs/island/islandRenderer';
import { PRE_PAINT_SCRIPT } from '@/theme/prePaintScript';
import { renderThemeStyles } from '@/theme/renderThemeStyles';
import { savedLanguageScript } from '@/theme/savedLanguageScript';

interface DocsDocumentProps extends DocumentInitialProps {
  emotionStyleTags: React.ReactElement[];
}

export default class DocsDocument extends Document<DocsDocumentProps> {
  static async getInitialProps(ctx: DocumentContext): Promise<DocsDocumentProps> {
    const originalRenderPage = ctx.renderPage;
    const cache = createLtrEmotionCache();
    const { extractCriticalToChunks } = createEmotionServer(cache);
    // The theme's variables and baseline first, as its provider wrapped the page before: the
    // shell's static CSS and the MUI scopes read them, and no browser script re-creates them.
    renderThemeStyles(cache);

    ctx.renderPage = () =>
      originalRenderPage({
        enhanceApp: (App) => {
          const AppWithCache = App as React.ComponentType<
            AppProps & { emotionCache?: EmotionCache; navigationTree?: NavEntry[] | null }
          >;
          return function EnhanceApp(props) {
            const ref = navigationRefOf(props.pageProps);
            const tree = ref === null || ref.tree !== undefined ? null : navigationTreeFor(ref);
            // Demo islands render their HTML apart (src/components/docs/island/DemoIsland.tsx);
            // react-dom/server comes from here, which no browser bundle imports.
            return (
              <IslandRendererContext.Provider value={renderToString}>
                <AppWithCache emotionCache={cache} navigationTree={tree} {...props} />
              </IslandRendererContext.Provider>
            );
          };
        },
      });

    const initialProps = await Document.getInitialProps(ctx);
    const chunks = extractCriticalToChunks(initialProps.html);
    // The rules element also lists the composition layers, without their CSS, so that the
    // browser's cache does not insert them while hydrating (src/theme/composedStyleLayers.ts).
    const styles = chunks.styles.map((style) =>
      style.key === cache.key
        ? { ...style, ids: [...style.ids, ...composedLayerIds(cache, style.ids)] }
        : style,
    );
    const emotionStyleTags = styles.map((style) => (
      <style
        data-emotion={`${style.key} ${style.ids.join(' ')}`}
        key={style.key + style.ids.join(' ')}
        dangerouslySetInnerHTML={{ __html: style.css }}
      />
    ));
    return { ...initialProps, emotionStyleTags };
  }

  render() {
    const nextData = this.props.__NEXT_DATA__;
    const pageProps: unknown = nextData.props?.pageProps;
    if (process.env.NODE_ENV === 'production') {
      // The article once per page: the page data written into the HTML leaves out the markup the
      // page already holds (src/content/export/articleOnce.ts), so the build neither serializes
      // it twice nor needs an export pass to take it out. Next keeps the whole props as the
      // page's data; `next dev` keeps them in the page too.
      const lean = pagePropsWithoutArticle(pageProps);
      if (lean !== null) {
        nextData.props = { ...nextData.props, pageProps: lean };
      }
    }
    const navigation = navigationRefOf(pageProps);
    const props: Record<string, unknown> =
      typeof pageProps === 'object' && pageProps !== null ? { ...pageProps } : {};
    const language = 'language' in props ? parseLanguage(props.language) : 'en';
    // The languages the route table renders this page in (content/staticRoutes.ts).
    const pageLanguages: Language[] = Array.isArray(props.pageLanguages)
      ? props.pageLanguages.filter(isLanguage)
      : [];
    return (
      <Html lang={language} dir="ltr">
        <Head>
          <script
            dangerouslySetInnerHTML={{
              __html: savedLanguageScript(this.props.__NEXT_DATA__.page === '/404', pageLanguages),
            }}
          />
          <script dangerouslySetInnerHTML={{ __html: PRE_PAINT_SCRIPT }} />
          {/* A click on Show code, a JS/TS switch or an API layout before the scripts have
              run is held and made again once the page has hydrated (src/theme/earlyClicks.ts). */}
          <script
            id={EARLY_CLICK_SCRIPT_ID}
            dangerouslySetInnerHTML={{ __html: EARLY_CLICK_SCRIPT }}
          />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
          <meta name="emotion-insertion-point" content="" />
          {this.props.emotionStyleTags}
          {navigation !== null && navigation.tree === undefined ? (
            // Deferred like Next's own scripts and listed before them, so it runs first.
            <script src={navigation.url} defer />
          ) : null}
        </Head>
        <body>
          <Main />
          <NextScript />
        </body>
      </Html>
    );
  }
}
