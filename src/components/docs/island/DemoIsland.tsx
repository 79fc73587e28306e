/**
 * A demo as a React root of its own: an island in the page. The page's root renders only the
 * island's element; the demo inside it (DemoIslandTree.tsx) hydrates in a root of its own once
 * the page is interactive (`<html data-hydrated>`), with the code of its folder, the demo frame
 * and MUI's runtime, which the page then starts to download. So a page of demos responds (its
 * navigation, search, links, code blocks) before any demo code has arrived, and nothing the page
 * updates can reach a demo that still holds the server's HTML.
 *
 * - On the server, the island's HTML is a render of its own (renderToString, from
 *   pages/_document.tsx), so that React's ids (`useId`) are those its root finds when it
 *   hydrates, under a prefix of its own (islandIdPrefix).
 * - In the browser, the page's root keeps that HTML as it is (an element whose inner HTML React
 *   leaves alone); the island hydrates it with the values the page's contexts had when the server
 *   rendered (islandBridge.tsx), then takes their current values. Reached by client navigation,
 *   the element is empty and the island renders into it.
 * - Once hydrated, the element gets `data-hydrated`: a click made on a demo before then is held
 *   and made again at that moment (src/theme/earlyClicks.ts).
 */
import * as React from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import {
  demoFolderOf,
  demoIdOf,
  loadDemoFolder,
  missingDemoFolder,
  readDemoFolder,
  useDemoRegistry,
  type DemoFolderLoader,
  type DemoRuntime,
} from '../DemoRegistryContext';
import { HYDRATED_ATTRIBUTE, ISLAND_ATTRIBUTE } from '@/core/pageMarks';
import { onPageInteractive } from '@/components/layout/pageInteractive';
import DemoIslandTree, { type DemoIslandProps } from './DemoIslandTree';
import { IslandBridge, useBridgedValues, type BridgedValues } from './islandBridge';
import { IslandRendererContext, type IslandRenderer } from './islandRenderer';
import { islandIdPrefix } from './islandMarkup';

const ISLAND_PROPS = { [ISLAND_ATTRIBUTE]: '' };
/** The browser's inner HTML of an island's element: React leaves the server's in place. */
const KEEP_SERVER_HTML = { __html: '' };

interface IslandProps extends DemoIslandProps {
  load: DemoFolderLoader;
  values: BridgedValues;
  idPrefix: string;
}

function islandElement(
  runtime: DemoRuntime,
  { demo, options, ThemeScope }: DemoIslandProps,
  values: BridgedValues,
  onReady?: () => void,
): React.ReactElement {
  return (
    <IslandBridge values={values}>
      <DemoIslandTree
        runtime={runtime}
        demo={demo}
        options={options}
        ThemeScope={ThemeScope}
        onReady={onReady}
      />
    </IslandBridge>
  );
}

/**
 * The server's island: its folder loaded (until then it suspends the page's boundary), then
 * rendered apart.
 */
function ServerIsland({
  load,
  values,
  idPrefix,
  render,
  ...props
}: IslandProps & { render: IslandRenderer }) {
  const { runtime } = readDemoFolder(load);
  const html = render(islandElement(runtime, props, values), { identifierPrefix: idPrefix });
  return <div {...ISLAND_PROPS} dangerouslySetInnerHTML={{ __html: html }} />;
}

function BrowserIsland({ load, values, idPrefix, ...props }: IslandProps) {
  const element = React.useRef<HTMLDivElement>(null);
  const latest = React.useRef(values);
  const update = React.useRef<((values: BridgedValues) => void) | null>(null);
  // The island's root is made once, with the values of this first render, which are those the
  // server rendered with: the props of an island do not change (MarkdownContent keys it).
  const [first] = React.useState(() => ({ values, props }));

  React.useEffect(() => {
    latest.current = values;
    update.current?.(values);
  }, [values]);

  React.useEffect(() => {
    const container = element.current;
    if (container === null) {
      return undefined;
    }
    const fromServer = container.hasChildNodes();
    let cancelled = false;
    let root: Root | null = null;
    const start = () => {
      loadDemoFolder(load).then(
        ({ runtime }) => {
          if (cancelled) {
            return;
          }
          let ready = false;
          let shown = first.values;
          const show = (next: BridgedValues) => {
            if (ready && next !== shown) {
              shown = next;
              root?.render(islandElement(runtime, first.props, next, onReady));
            }
          };
          function onReady() {
            if (ready) {
              return;
            }
            ready = true;
            container?.setAttribute(HYDRATED_ATTRIBUTE, '');
            show(latest.current);
          }
          update.current = show;
          const options = {
            identifierPrefix: idPrefix,
            onRecoverableError: (error: unknown) =>
              console.error(`The demo ${first.props.demo.name} could not hydrate:`, error),
          };
          if (fromServer) {
            root = hydrateRoot(
              container,
              islandElement(runtime, first.props, first.values, onReady),
              options,
            );
          } else {
            shown = latest.current;
            root = createRoot(container, options);
            root.render(islandElement(runtime, first.props, shown, onReady));
          }
        },
        (error: unknown) =>
          console.error(
            `The code of the demo ${first.props.demo.name} could not load; its server HTML stays, without interaction:`,
            error,
          ),
      );
    };
    const cancelWait = onPageInteractive(start);
    return () => {
      cancelled = true;
      cancelWait();
      update.current = null;
      const unmounting = root;
      // Not during the page's own commit: React refuses to unmount a root while rendering.
      if (unmounting !== null) {
        setTimeout(() => unmounting.unmount(), 0);
      }
    };
  }, [load, idPrefix, first]);

  return (
    <div
      ref={element}
      {...ISLAND_PROPS}
      dangerouslySetInnerHTML={KEEP_SERVER_HTML}
      suppressHydrationWarning
    />
  );
}

export default function DemoIsland({ index, ...props }: DemoIslandProps & { index: number }) {
  const registry = useDemoRegistry();
  const values = useBridgedValues();
  // The server's renderer (pages/_document.tsx); null in the browser.
  const render = React.useContext(IslandRendererContext);
  if (render === null && typeof window === 'undefined') {
    throw new Error(
      'A demo island rendered on the server without the island renderer: pages/_document.tsx provides it (IslandRendererContext).',
    );
  }
  const demoId = demoIdOf(props.demo);
  const load = registry[demoFolderOf(demoId)];
  if (!load) {
    return missingDemoFolder(demoId, registry);
  }
  const island = { load, values, idPrefix: islandIdPrefix(index), ...props };
  // No Suspense boundary of its own. React 18 leaves a nested boundary dehydrated when the page
  // hydrates and hydrates it later, at the lowest priority; an update reaching it before then (any
  // context change above it, a route change) switched it to client rendering with error 421, seen
  // on a clean clone with one core busy. On the server, a folder not yet loaded suspends the
  // page's own boundary (pages/_app.tsx), which the static render waits for.
  return render !== null ? (
    <ServerIsland render={render} {...island} />
  ) : (
    <BrowserIsland {...island} />
  );
}
