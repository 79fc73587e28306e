/**
 * A demo in a frame of its own (the marker's `iframe` option): a layout demo's `position: fixed`
 * bar or permanent drawer is laid out in the frame's viewport, the demo's box, not the page's.
 * The demo is a React portal into the frame's body, so it keeps the page's providers (theme,
 * language, code preferences); emotion writes its styles into the frame's head through a cache of
 * its own, mirrored right to left when the page is. The frame copies the page's stylesheets (the
 * theme's CSS variables for both colour schemes, the fonts) and follows the attributes of the
 * page's `<html>` (colour scheme, direction, density, language) as they change. Its height follows
 * its content, unless the marker gives one.
 */
import * as React from 'react';
import { createPortal } from 'react-dom';
import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';
import { CacheProvider, __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { prefixer } from 'stylis';
import { RTL_CACHE_KEY, negatedCalcPlugin } from '@/theme/emotionCache';

const FRAME_CACHE_KEY = 'frame';

/** Copies the page's `<html>` attributes onto the frame's, so its CSS selects the same scheme. */
function mirrorRootAttributes(from: HTMLElement, to: HTMLElement): void {
  for (const name of to.getAttributeNames()) {
    if (!from.hasAttribute(name)) {
      to.removeAttribute(name);
    }
  }
  for (const name of from.getAttributeNames()) {
    to.setAttribute(name, from.getAttribute(name) ?? '');
  }
}

/** The page's stylesheets, except emotion's own (the frame's cache writes what its demo needs). */
function copyStylesheets(from: Document, to: Document): void {
  const sheets = from.head.querySelectorAll<HTMLElement>(
    'link[rel="stylesheet"], style:not([data-emotion])',
  );
  for (const sheet of sheets) {
    to.head.appendChild(sheet.cloneNode(true));
  }
  const base = to.createElement('style');
  base.textContent = 'html,body{margin:0;background:transparent}';
  to.head.appendChild(base);
}

function frameCache(head: HTMLElement, rtlPlugin: StylisPlugin | null): EmotionCache {
  const plugins: StylisPlugin[] = [negatedCalcPlugin, prefixer];
  if (rtlPlugin) {
    plugins.push(rtlPlugin);
  }
  return createCache({ key: FRAME_CACHE_KEY, container: head, stylisPlugins: plugins });
}

export default function DemoIframe({
  title,
  height,
  children,
}: {
  title: string;
  /** A CSS length; absent: the frame is as tall as its content. */
  height: string | null;
  children: React.ReactNode;
}) {
  const frame = React.useRef<HTMLIFrameElement>(null);
  const rtl = useEmotionCache()?.key === RTL_CACHE_KEY;
  const [mounted, setMounted] = React.useState<{ body: HTMLElement; cache: EmotionCache } | null>(
    null,
  );
  const [contentHeight, setContentHeight] = React.useState<number | null>(null);

  React.useEffect(() => {
    const element = frame.current;
    const doc = element?.contentDocument;
    if (!element || !doc) {
      return undefined;
    }
    let cancelled = false;
    // A standards-mode document of the page's origin, written at once (no load to wait for).
    doc.open();
    doc.write('<!DOCTYPE html><html><head><meta charset="utf-8"></head><body></body></html>');
    doc.close();
    copyStylesheets(document, doc);
    mirrorRootAttributes(document.documentElement, doc.documentElement);
    const observer = new MutationObserver(() =>
      mirrorRootAttributes(document.documentElement, doc.documentElement),
    );
    observer.observe(document.documentElement, { attributes: true });
    const ready = rtl
      ? import('stylis-plugin-rtl').then((module) => module.default as unknown as StylisPlugin)
      : Promise.resolve(null);
    ready
      .then((plugin) => {
        if (!cancelled) {
          setMounted({ body: doc.body, cache: frameCache(doc.head, plugin) });
        }
      })
      .catch((error: unknown) => console.error(error));
    return () => {
      cancelled = true;
      observer.disconnect();
      setMounted(null);
    };
  }, [rtl]);

  React.useEffect(() => {
    const view = frame.current?.contentWindow as (Window & typeof globalThis) | null;
    if (!mounted || height !== null || !view) {
      return undefined;
    }
    const root = mounted.body.ownerDocument.documentElement;
    const measure = () => setContentHeight(root.scrollHeight);
    const observer = new view.ResizeObserver(measure);
    observer.observe(mounted.body);
    measure();
    return () => observer.disconnect();
  }, [mounted, height]);

  return (
    <>
      <iframe
        ref={frame}
        title={title}
        className="demo-iframe"
        style={{
          display: 'block',
          width: '100%',
          height: height ?? (contentHeight === null ? 150 : `${contentHeight}px`),
          border: 0,
        }}
      />
      {mounted
        ? createPortal(
            <CacheProvider value={mounted.cache}>{children}</CacheProvider>,
            mounted.body,
          )
        : null}
    </>
  );
}
