/**
 * @jest-environment jsdom
 */
import * as React from 'react';
import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import type * as ReactDomServer from 'react-dom/server';
import type { PlaygroundSpec } from '@/core/playground';
import { UserLanguageProvider } from '@/providers/UserLanguageProvider';
import { ThemeStateProvider } from '@/providers/ThemeStateProvider';
import { preferLightScheme } from '@/testing/preferLightScheme';
import PlaygroundSection from './PlaygroundSection';
import { PlaygroundLoadersContext } from './PlaygroundLoadersContext';
import { pickPlayground, type PlaygroundLoader } from './playgroundModule';

// The Node build of the server renderer: jsdom lacks the TextEncoder of the browser one.
const { renderToString } = jest.requireActual<typeof ReactDomServer>('react-dom/server.node');

const spec: PlaygroundSpec = {
  component: 'Badge',
  area: 'base-ui',
  controls: [{ kind: 'boolean', name: 'invisible', defaultValue: false }],
  fixed: {},
  childrenJsx: null,
};

const loaders: PlaygroundLoader = (slug) =>
  pickPlayground(
    {
      'react-badge': () =>
        Promise.resolve({ Component: () => <span>Live badge</span>, children: null }),
    },
    slug,
  );

function section(observe: jest.Mock = jest.fn()) {
  window.IntersectionObserver = jest.fn(() => ({
    observe,
    disconnect: jest.fn(),
    unobserve: jest.fn(),
    takeRecords: () => [],
    root: null,
    rootMargin: '',
    thresholds: [],
  })) as unknown as typeof IntersectionObserver;
  return (
    <UserLanguageProvider language="en">
      <ThemeStateProvider>
        <PlaygroundLoadersContext.Provider value={loaders}>
          <PlaygroundSection spec={spec} slug="react-badge" />
        </PlaygroundLoadersContext.Provider>
      </ThemeStateProvider>
    </UserLanguageProvider>
  );
}

beforeEach(() => {
  window.history.replaceState(null, '', '/base-ui/react-badge/');
  Element.prototype.scrollIntoView = jest.fn();
});

describe('PlaygroundSection', () => {
  // The section renders the playground inside MUI's CSS-variables provider, which asks the system.
  beforeAll(preferLightScheme);

  it('renders its heading, anchor and introduction on the server, outside the segments', () => {
    const html = renderToString(section());
    expect(html).toContain(
      '<h2 id="playground"><a href="#playground" class="heading-anchor">Playground</a></h2>',
    );
    expect(html).toContain('Choose the props of Badge');
    expect(html).toContain('data-not-segment=""');
    expect(html).toContain('data-search-ignore=""');
  });

  it('waits for the section to come into view before loading the playground', async () => {
    const observe = jest.fn();
    render(section(observe));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(observe).not.toHaveBeenCalled();
    // Once the page is interactive (`<html data-hydrated>`), then at an idle moment.
    document.documentElement.setAttribute('data-hydrated', '');
    await waitFor(() => expect(observe).toHaveBeenCalledTimes(1));
    expect(screen.getByText('The playground loads as it comes into view.')).toBeInTheDocument();
    expect(screen.queryByText('Live badge')).not.toBeInTheDocument();
  });

  it('loads at once for a shared choice in the address', async () => {
    window.history.replaceState(null, '', '#playground?invisible=true');
    const observe = jest.fn();
    render(section(observe));
    expect(await screen.findByText('Live badge')).toBeInTheDocument();
    expect(observe).not.toHaveBeenCalled();
    expect(document.querySelector('[data-playground-code]')?.textContent).toBe(
      '<Badge invisible />',
    );
  });
});
