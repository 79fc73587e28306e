/**
 * What the layout gate measures in the browser: the header, the page's width, every visible
 * control and line of text (each cut to what its scrolling boxes show), and the shell's landmark
 * boxes. The rules over these measurements live in scripts/gates/layoutChecks.ts.
 */
import type { Page, Route } from '@playwright/test';
import type { Landmark, LayoutSnapshot } from '../../../scripts/gates/layoutChecks';

/** A landmark of the shell: the elements that `selector` finds, at most `limit` of them. */
export interface LandmarkSpec {
  name: string;
  selector: string;
  limit?: number;
}

/**
 * The shell's parts that docs/product-rules.md#preferences-before-first-paint promises are laid out before first paint, by the class
 * names their components set. Demos are left out: a library's demo may still change when its
 * scripts run; the shell around it must not.
 */
export const SHELL_LANDMARKS: readonly LandmarkSpec[] = [
  { name: 'header', selector: '.site-header' },
  { name: 'header-control', selector: '.site-header a, .site-header button' },
  { name: 'navigation', selector: '.site-nav' },
  { name: 'navigation-item', selector: '.site-nav .nav-leaf, .site-nav .nav-group', limit: 12 },
  { name: 'badge', selector: '.nav-badge', limit: 6 },
  { name: 'breadcrumb', selector: '.breadcrumbs li' },
  { name: 'title', selector: '.page-title-row h1' },
  { name: 'copy-page', selector: '.copy-page' },
  { name: 'tab', selector: '.docs-tabs a' },
  { name: 'contents', selector: '.page-toc' },
  { name: 'contents-link', selector: '.page-toc a', limit: 8 },
  { name: 'demo-toolbar-control', selector: '.demo-toolbar button, .demo-toolbar a', limit: 12 },
  { name: 'code-copy', selector: '.code-block-copy', limit: 6 },
  { name: 'api-display', selector: '.api-display-toggle button' },
  { name: 'api-entry', selector: '.api-entry', limit: 8 },
  { name: 'main', selector: 'main' },
];

/** Elements a reader can click or focus. */
const CONTROL_SELECTOR =
  'a[href], button, input, select, textarea, summary, [role="button"], [role="tab"], [tabindex]:not([tabindex="-1"])';
/** Library demos draw their own controls; the gate holds the shell around them. */
const DEMO_SELECTOR = '.demo-preview';

/**
 * Measures the page as it is laid out now. Runs inside the page: everything it needs is defined
 * within the function.
 */
export async function measureLayout(page: Page): Promise<LayoutSnapshot> {
  return page.evaluate(
    ({ controlSelector, demoSelector }) => {
      interface Edges {
        left: number;
        top: number;
        right: number;
        bottom: number;
      }
      interface Clip {
        /** The part of the page the element lets its descendants show; null: all of it. */
        edges: Edges | null;
        /** Fixed: its descendants are not cut by the boxes around it. */
        fixed: boolean;
      }
      const clips = new Map<Element, Clip>();
      const clipOf = (element: Element): Clip => {
        const known = clips.get(element);
        if (known !== undefined) return known;
        const style = window.getComputedStyle(element);
        let clip: Edges | null = null;
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
          const rect = element.getBoundingClientRect();
          const left = rect.left + element.clientLeft;
          const top = rect.top + element.clientTop;
          clip = {
            left: style.overflowX === 'visible' ? -Infinity : left,
            right: style.overflowX === 'visible' ? Infinity : left + element.clientWidth,
            top: style.overflowY === 'visible' ? -Infinity : top,
            bottom: style.overflowY === 'visible' ? Infinity : top + element.clientHeight,
          };
        }
        const result = { edges: clip, fixed: style.position === 'fixed' };
        clips.set(element, result);
        return result;
      };
      /** A viewport rectangle cut by the scrolling boxes around `from`, in page coordinates. */
      const visibleBox = (rect: DOMRect, from: Element | null) => {
        const edges: Edges = {
          left: rect.left,
          top: rect.top,
          right: rect.right,
          bottom: rect.bottom,
        };
        for (
          let element = from;
          element && element !== document.body && element !== document.documentElement;
          element = element.parentElement
        ) {
          const { edges: clip, fixed } = clipOf(element);
          if (clip) {
            edges.left = Math.max(edges.left, clip.left);
            edges.right = Math.min(edges.right, clip.right);
            edges.top = Math.max(edges.top, clip.top);
            edges.bottom = Math.min(edges.bottom, clip.bottom);
          }
          if (fixed) break;
        }
        const width = edges.right - edges.left;
        const height = edges.bottom - edges.top;
        if (width <= 0 || height <= 0 || edges.bottom + window.scrollY <= 0) return null;
        return { x: edges.left + window.scrollX, y: edges.top + window.scrollY, width, height };
      };
      const shown = (element: Element): boolean =>
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
      const nameOf = (element: Element): string => {
        const text = (element.getAttribute('aria-label') ?? element.textContent ?? '')
          .replace(/\s+/g, ' ')
          .trim();
        return `${element.tagName.toLowerCase()} "${text.slice(0, 40)}"`;
      };

      const boxed = [...document.querySelectorAll(controlSelector)]
        .filter((element) => !element.closest(demoSelector) && shown(element))
        .map((element) => ({
          element,
          // One box per line for a link that wraps: its bounding box would span both lines.
          boxes: [...element.getClientRects()].flatMap((rect) => {
            const box = visibleBox(rect, element.parentElement);
            return box ? [box] : [];
          }),
        }));
      const visibleControls = boxed.filter(({ boxes }) => boxes.length > 0);
      const indexOf = new Map(visibleControls.map(({ element }, index) => [element, index]));
      /** Indices of the visible controls around `element` (itself included when it is one). */
      const controlsAround = (element: Element | null): number[] => {
        const found: number[] = [];
        for (
          let e = element?.closest(controlSelector);
          e;
          e = e.parentElement?.closest(controlSelector)
        ) {
          const index = indexOf.get(e);
          if (index !== undefined) found.push(index);
        }
        return found;
      };
      const controls = visibleControls.map(({ element, boxes }) => ({
        label: nameOf(element),
        boxes,
        ancestors: controlsAround(element.parentElement),
      }));

      const texts = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        const content = node.textContent?.replace(/\s+/g, ' ').trim() ?? '';
        if (
          !parent ||
          content === '' ||
          parent.closest('script, style, noscript, template, ' + demoSelector) ||
          !shown(parent)
        ) {
          continue;
        }
        range.selectNodeContents(node);
        const boxes = [...range.getClientRects()].flatMap((rect) => {
          const box = visibleBox(rect, parent);
          return box ? [box] : [];
        });
        if (boxes.length > 0) {
          texts.push({ label: content.slice(0, 50), boxes, owners: controlsAround(parent) });
        }
      }

      const header = document.querySelector('header:not(main header)');
      const headerRect = header?.getBoundingClientRect();
      return {
        viewportWidth: document.documentElement.clientWidth,
        scrollWidth: document.documentElement.scrollWidth,
        header:
          headerRect && headerRect.height > 0
            ? {
                x: headerRect.x,
                y: headerRect.y,
                width: headerRect.width,
                height: headerRect.height,
              }
            : null,
        controls,
        texts,
      };
    },
    { controlSelector: CONTROL_SELECTOR, demoSelector: DEMO_SELECTOR },
  );
}

/** The boxes of the landmarks found on the page, keyed `name#index`. */
export async function measureLandmarks(
  page: Page,
  specs: readonly LandmarkSpec[] = SHELL_LANDMARKS,
): Promise<Landmark[]> {
  return page.evaluate(
    ({ landmarkSpecs, demoSelector }) => {
      const firstDemo = document.querySelector(demoSelector);
      /** Scrolled with its container, or placed below content that scripts fill in. */
      const inlineOnly = (element: Element): boolean => {
        if (
          firstDemo &&
          (element.contains(firstDemo) ||
            firstDemo.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING)
        ) {
          return true;
        }
        for (let e = element.parentElement; e && e !== document.body; e = e.parentElement) {
          const { overflowX, overflowY } = window.getComputedStyle(e);
          if ([overflowX, overflowY].some((o) => o === 'auto' || o === 'scroll')) return true;
        }
        return false;
      };
      return landmarkSpecs.flatMap(({ name, selector, limit }) =>
        [...document.querySelectorAll(selector)]
          .filter((element) => !element.closest(demoSelector))
          .map((element) => ({ element, rect: element.getBoundingClientRect() }))
          .filter(({ rect }) => rect.width > 0 && rect.height > 0)
          .slice(0, limit ?? Infinity)
          .map(({ element, rect }, index) => ({
            key: `${name}#${index}`,
            box: {
              x: rect.x + window.scrollX,
              y: rect.y + window.scrollY,
              width: rect.width,
              height: rect.height,
            },
            inlineOnly: inlineOnly(element),
          })),
      );
    },
    { landmarkSpecs: specs, demoSelector: DEMO_SELECTOR },
  );
}

/**
 * The shell font is `font-display: optional`: a load uses it only when it arrives within the
 * browser's short block period, so two loads of one page may paint in different fonts. The
 * right-to-left comparison is between two loads, so in those looks neither gets web fonts and both
 * paint in the fallback, as a reader on a slow connection sees the site (left-to-right looks keep
 * the web fonts).
 */
export async function withoutWebFonts(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname.endsWith('.woff2') || url.pathname.endsWith('.woff'),
    (route: Route) => route.abort(),
  );
}

/** Stops the page's scripts (Next.js chunks), as a reader sees it before they run. */
export async function blockScripts(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js'),
    (route: Route) => route.abort(),
  );
}

/**
 * Resizes the viewport and waits until the page has been laid out at the new width, with the
 * fonts that the newly shown parts need (a navigation column hidden on phones asks for its bold
 * face only when it appears).
 */
export async function resize(page: Page, width: number, height = 800): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}
