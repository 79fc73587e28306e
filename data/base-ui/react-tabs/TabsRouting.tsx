import * as React from 'react';
import { styled } from '@mui/system';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab, tabClasses, type TabOwnerState } from '@mui/base/Tab';

// A stand-in for a router: the current path and a way to change it, held in context. With a real
// router, use its Link component and its location hook instead.

// Every link points at the view below it, which shows the current path: a real router's links
// would carry the route's URL instead.
const VIEW_ID = 'tabs-routing-view';
const Location = React.createContext<{ path: string; navigate: (to: string) => void }>({
  path: '/inbox',
  navigate: () => {},
});

interface RouterLinkProps extends React.AnchorHTMLAttributes<HTMLAnchorElement> {
  ownerState?: TabOwnerState;
}

const RouterLink = React.forwardRef<HTMLAnchorElement, RouterLinkProps>(function RouterLink(
  { ownerState, onClick, ...props },
  ref,
) {
  const { navigate } = React.useContext(Location);
  // The tab's value is the path it leads to.
  const to = String(ownerState?.value ?? '/');
  return (
    <a
      ref={ref}
      href={`#${VIEW_ID}`}
      data-selected={ownerState?.selected ? '' : undefined}
      {...props}
      onClick={(event) => {
        event.preventDefault();
        navigate(to);
        onClick?.(event);
      }}
    />
  );
});

const LinkTab = styled(Tab)`
  /* Doubled class: the page's own link colours must not win over the tab's. */
  && {
    padding: 6px 12px;
    border-radius: 6px;
    color: inherit;
    font-size: 0.875rem;
    text-decoration: none;
  }
  &&.${tabClasses.selected} {
    background: #1e3a8a;
    color: #fff;
  }
`;

const routes = ['/inbox', '/drafts', '/sent'];

export default function TabsRouting() {
  const [path, setPath] = React.useState('/inbox');
  const location = React.useMemo(() => ({ path, navigate: setPath }), [path]);
  return (
    <Location.Provider value={location}>
      {/* The selected tab follows the path; clicking a tab navigates. */}
      <Tabs value={path}>
        <TabsList aria-label="Mail folders" style={{ display: 'flex', gap: 4 }}>
          {routes.map((route) => (
            <LinkTab key={route} value={route} slots={{ root: RouterLink }}>
              {route.slice(1)}
            </LinkTab>
          ))}
        </TabsList>
      </Tabs>
      <p id={VIEW_ID} style={{ fontSize: 14 }}>
        Current path: {path}
      </p>
    </Location.Provider>
  );
}
