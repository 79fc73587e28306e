/**
 * The side navigation of an area: collapsible groups that open on the active path, badges,
 * `aria-current` on the current page, and the active item scrolled into view. The entries of a
 * closed group are rendered when it first opens; of a long list, the page's HTML holds those
 * around the current page, and the rest are added once it hydrates (useListAfterHydration).
 */
import * as React from 'react';
import SiteLink from '@/components/navigation/SiteLink';
import { entryHref, findTrail } from '@/core/navigation';
import type { NavEntry } from '@/core/navigationTypes';
import { localizePath } from '@/core/language';
import { useTranslate, useUserLanguage } from '@/providers/UserLanguageProvider';
import NavBadges from './NavBadges';
import NavIcon from './NavIcon';
import { revealInScrollContainer } from './navScroll';
import { useListAfterHydration } from './useListAfterHydration';
import { useNavTitle } from './useNavTitle';
import styles from './SideNav.module.css';

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
        <NavIcon name={entry.icon} path={entry.iconPath} />
        {title}
        <NavBadges entry={entry} />
      </span>
    );
  }
  return (
    <SiteLink
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
      <NavIcon name={entry.icon} path={entry.iconPath} />
      {title}
      <NavBadges entry={entry} />
    </SiteLink>
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
          <NavIcon name={entry.icon} path={entry.iconPath} />
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
    <nav aria-label={t('shell.mainNavigation')} className={styles.root}>
      <NavList entries={entries} trail={trail} depth={0} />
    </nav>
  );
}
