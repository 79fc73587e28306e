/**
 * The side navigation of an area: collapsible groups that open on the active path, badges,
 * `aria-current` on the current page, and the active item scrolled into view. The entries of a
 * closed group are rendered when it first opens; of a long list, the page's HTML holds those
 * around the current page, and the rest are added once it hydrates (useListAfterHydration).
 */
import * as React from 'react';
import NextLink from 'next/link';
import { styled } from '@mui/material/styles';
import { entryHref, findTrail } from '@/core/navigation';
import type { NavEntry } from '@/core/navigationTypes';
import { localizePath } from '@/core/language';
import { colorSchemeSelector } from '@/core/storedPreferences';
import { useTranslate, useUserLanguage } from '@/providers/UserLanguageProvider';
import NavBadges from './NavBadges';
import NavIcon from './NavIcon';
import { revealInScrollContainer } from './navScroll';
import { useListAfterHydration } from './useListAfterHydration';
import { useNavTitle } from './useNavTitle';

/**
 * Every style of the navigation, on its root: items are plain elements with class names, so a page
 * with two hundred links computes its styles once instead of once per link when it hydrates.
 * `--nav-depth` indents an item by its level.
 */
const NavRoot = styled('nav')(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  const indent = `calc(${theme.spacing(2)} + var(--nav-depth, 0) * ${theme.spacing(1.5)})`;
  const radius = theme.shape.borderRadius;
  return {
    padding: theme.spacing(1),
    // Entries added above the current page once it hydrates are compensated by
    // useListAfterHydration; the browser's own scroll anchoring (not in every browser) would
    // compensate them a second time.
    overflowAnchor: 'none',
    '& ul': { listStyle: 'none', margin: 0, padding: 0 },
    '& .nav-leaf': {
      display: 'flex',
      // A long name (`GridPremiumToolbarQuickFilter`) breaks, and its badges go to the next line
      // instead of past the column's edge.
      flexWrap: 'wrap',
      rowGap: theme.spacing(0.25),
      overflowWrap: 'anywhere',
      alignItems: 'center',
      paddingBlock: theme.spacing(0.5),
      paddingInlineEnd: theme.spacing(1),
      paddingInlineStart: indent,
      borderRadius: radius,
      fontSize: '0.875rem',
      fontWeight: 400,
      color: palette.text.secondary,
      backgroundColor: 'transparent',
      textDecoration: 'none',
    },
    '& a.nav-leaf:hover': { color: palette.text.primary, backgroundColor: palette.action.hover },
    '& a.nav-leaf[aria-current="page"]': {
      color: palette.primary.dark,
      fontWeight: 600,
      backgroundColor: palette.action.selected,
    },
    [`${colorSchemeSelector('dark')} a.nav-leaf[aria-current="page"]`]: {
      color: palette.primary.light,
    },
    '& .nav-subheader': {
      display: 'block',
      paddingTop: theme.spacing(1.5),
      paddingBottom: theme.spacing(0.5),
      paddingInlineStart: indent,
      fontSize: '0.75rem',
      fontWeight: 700,
      color: palette.text.secondary,
      textTransform: 'uppercase',
      letterSpacing: '0.06em',
    },
    '& .nav-group': {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      width: '100%',
      margin: 0,
      border: 0,
      paddingBlock: theme.spacing(0.75),
      paddingInlineEnd: theme.spacing(1),
      paddingInlineStart: indent,
      borderRadius: radius,
      backgroundColor: 'transparent',
      fontFamily: 'inherit',
      fontSize: '0.875rem',
      fontWeight: 600,
      color: palette.text.primary,
      textAlign: 'start',
      cursor: 'pointer',
    },
    '& .nav-group:hover': { backgroundColor: palette.action.hover },
    '& .nav-group:focus-visible, & a.nav-leaf:focus-visible': {
      outline: `2px solid ${palette.primary.main}`,
      outlineOffset: -2,
    },
    '& .nav-icon': { marginInlineEnd: theme.spacing(1), fontSize: '1.125rem', flexShrink: 0 },
    '& .nav-group > span:first-of-type': { display: 'inline-flex', alignItems: 'center' },
    '& .nav-chevron': { transition: 'transform 150ms' },
    '& .nav-group[aria-expanded="true"] .nav-chevron': { transform: 'rotate(90deg)' },
    // A group's list opens and closes by animating its grid row from 0 to its content's height
    // (no JavaScript measuring, no transition library); closed, it is hidden from focus and
    // assistive technology too.
    '& .nav-collapse': {
      display: 'grid',
      gridTemplateRows: '0fr',
      visibility: 'hidden',
      transition: 'grid-template-rows 200ms ease, visibility 0s 200ms',
    },
    '& .nav-collapse[data-open]': {
      gridTemplateRows: '1fr',
      visibility: 'visible',
      transition: 'grid-template-rows 200ms ease, visibility 0s',
    },
    '& .nav-collapse > ul': { minHeight: 0, overflow: 'hidden' },
    '@media (prefers-reduced-motion: reduce)': {
      '& .nav-chevron, & .nav-collapse, & .nav-collapse[data-open]': { transition: 'none' },
    },
  };
});

function depthStyle(depth: number): React.CSSProperties {
  return { '--nav-depth': depth } as React.CSSProperties;
}

function Leaf({ entry, active, depth }: { entry: NavEntry; active: boolean; depth: number }) {
  const language = useUserLanguage();
  const title = useNavTitle()(entry);
  const ref = React.useRef<HTMLAnchorElement>(null);
  React.useEffect(() => {
    if (active) {
      if (ref.current) {
        revealInScrollContainer(ref.current);
      }
    }
  }, [active]);
  if (entry.planned) {
    return (
      <span className="nav-leaf" style={depthStyle(depth)}>
        <NavIcon name={entry.icon} />
        {title}
        <NavBadges entry={entry} />
      </span>
    );
  }
  return (
    <NextLink
      ref={ref}
      className="nav-leaf"
      style={depthStyle(depth)}
      href={localizePath(entryHref(entry), language)}
      aria-current={active ? 'page' : undefined}
      data-ga-event-category="nav"
      data-ga-event-action="link"
      data-ga-event-label={entry.pathname}
      {...entry.linkProps}
    >
      <NavIcon name={entry.icon} />
      {title}
      <NavBadges entry={entry} />
    </NextLink>
  );
}

function Group({
  entry,
  trail,
  depth,
  defaultOpen,
}: {
  entry: NavEntry;
  trail: NavEntry[];
  depth: number;
  defaultOpen: boolean;
}) {
  const title = useNavTitle()(entry);
  const containsActive = trail.includes(entry);
  const [open, setOpen] = React.useState(containsActive || defaultOpen);
  // A closed group's entries are rendered the first time it opens, from the area's tree the
  // browser already has: closed, they are hidden from every reader, and leaving them out keeps a
  // page's HTML from growing with the size of its area (the open groups are all in it).
  const [rendered, setRendered] = React.useState(open);
  React.useEffect(() => {
    if (containsActive) {
      setOpen(true);
      setRendered(true);
    }
  }, [containsActive]);
  const listId = React.useId();
  const children = <NavList entries={entry.children ?? []} trail={trail} depth={depth + 1} />;

  if (title === null) {
    // `title: false`: the group's entries without its heading.
    return <li>{children}</li>;
  }
  if (entry.subheader && depth > 0) {
    return (
      <li>
        <span className="nav-subheader" style={depthStyle(depth)}>
          {title}
        </span>
        {children}
      </li>
    );
  }
  return (
    <li>
      <button
        type="button"
        className="nav-group"
        style={depthStyle(depth)}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => {
          setOpen((value) => !value);
          setRendered(true);
        }}
      >
        <span>
          <NavIcon name={entry.icon} />
          {title}
          <NavBadges entry={entry} />
        </span>
        <span className="nav-chevron" aria-hidden>
          ›
        </span>
      </button>
      <div id={listId} className="nav-collapse" data-open={open ? '' : undefined}>
        {rendered ? children : null}
      </div>
    </li>
  );
}

function NavList({
  entries,
  trail,
  depth,
}: {
  entries: NavEntry[];
  trail: NavEntry[];
  depth: number;
}) {
  const active = trail[trail.length - 1];
  const listRef = React.useRef<HTMLUListElement>(null);
  const { shown, start } = useListAfterHydration(
    entries,
    entries.findIndex((entry) => trail.includes(entry)),
    listRef,
  );
  return (
    <ul ref={listRef}>
      {shown.map((entry, index) =>
        entry.children ? (
          <Group
            key={entry.pathname}
            entry={entry}
            trail={trail}
            depth={depth}
            defaultOpen={depth === 0 && start + index === 0 && trail.length === 0}
          />
        ) : (
          <li key={entry.pathname}>
            <Leaf entry={entry} active={entry === active} depth={depth} />
          </li>
        ),
      )}
    </ul>
  );
}

export default function SideNav({
  entries,
  activePath,
}: {
  entries: NavEntry[];
  activePath: string;
}) {
  const t = useTranslate();
  const trail = React.useMemo(() => findTrail(entries, activePath), [entries, activePath]);
  return (
    <NavRoot aria-label={t('shell.mainNavigation')}>
      <NavList entries={entries} trail={trail} depth={0} />
    </NavRoot>
  );
}
