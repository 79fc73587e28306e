/**
 * The side navigation of an area: collapsible groups that open on the active path, badges,
 * `aria-current` on the current page, and the active item scrolled into view.
 */
import * as React from 'react';
import NextLink from 'next/link';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import { entryHref, findTrail } from '@/core/navigation';
import type { NavEntry } from '@/core/navigationTypes';
import { localizePath } from '@/core/language';
import { useTranslate, useUserLanguage } from '@/providers/UserLanguageProvider';
import NavBadges from './NavBadges';
import { useNavTitle } from './useNavTitle';

/**
 * Scrolls the navigation's own scroll container so `element` is visible. Not scrollIntoView:
 * in Chromium that also moves the sequential focus starting point, so the first Tab of a page
 * would skip the skip link and the header. The page itself is never scrolled.
 */
function revealInScrollContainer(element: HTMLElement): void {
  let container = element.parentElement;
  while (container && container !== document.body) {
    const { overflowY } = window.getComputedStyle(container);
    if (
      (overflowY === 'auto' || overflowY === 'scroll') &&
      container.scrollHeight > container.clientHeight
    ) {
      break;
    }
    container = container.parentElement;
  }
  if (!container || container === document.body) {
    return;
  }
  const item = element.getBoundingClientRect();
  const box = container.getBoundingClientRect();
  if (item.top < box.top) {
    container.scrollTop -= box.top - item.top;
  } else if (item.bottom > box.bottom) {
    container.scrollTop += item.bottom - box.bottom;
  }
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
  const sx = {
    display: 'flex',
    alignItems: 'center',
    py: 0.5,
    pl: 2 + depth * 1.5,
    pr: 1,
    borderRadius: 1,
    fontSize: '0.875rem',
    color: active ? 'primary.dark' : 'text.secondary',
    fontWeight: active ? 600 : 400,
    bgcolor: active ? 'action.selected' : 'transparent',
    textDecoration: 'none',
    '&:hover': { color: 'text.primary', bgcolor: 'action.hover' },
    '[data-mui-color-scheme="dark"] &': { color: active ? 'primary.light' : 'text.secondary' },
  } as const;
  if (entry.planned) {
    return (
      <Box component="span" sx={{ ...sx, '&:hover': undefined }}>
        {title}
        <NavBadges entry={entry} />
      </Box>
    );
  }
  return (
    <Box
      component={NextLink}
      ref={ref}
      href={localizePath(entryHref(entry), language)}
      aria-current={active ? 'page' : undefined}
      {...entry.linkProps}
      sx={sx}
    >
      {title}
      <NavBadges entry={entry} />
    </Box>
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
  React.useEffect(() => {
    if (containsActive) {
      setOpen(true);
    }
  }, [containsActive]);
  const listId = React.useId();
  const children = <NavList entries={entry.children ?? []} trail={trail} depth={depth + 1} />;

  if (entry.subheader && depth > 0) {
    return (
      <li>
        <Box
          component="span"
          sx={{
            display: 'block',
            pl: 2 + depth * 1.5,
            pt: 1.5,
            pb: 0.5,
            fontSize: '0.75rem',
            fontWeight: 700,
            color: 'text.secondary',
            textTransform: 'uppercase',
            letterSpacing: '0.06em',
          }}
        >
          {title}
        </Box>
        {children}
      </li>
    );
  }
  return (
    <li>
      <ButtonBase
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        sx={{
          width: '100%',
          justifyContent: 'space-between',
          py: 0.75,
          pl: 2 + depth * 1.5,
          pr: 1,
          borderRadius: 1,
          fontSize: '0.875rem',
          fontWeight: 600,
          color: 'text.primary',
          '&:hover': { bgcolor: 'action.hover' },
        }}
      >
        <span>
          {title}
          <NavBadges entry={entry} />
        </span>
        <Box
          component="span"
          aria-hidden
          sx={{ transition: 'transform 150ms', transform: open ? 'rotate(90deg)' : 'none' }}
        >
          ›
        </Box>
      </ButtonBase>
      <Collapse in={open} id={listId}>
        {children}
      </Collapse>
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
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {entries.map((entry, index) =>
        entry.children ? (
          <Group
            key={entry.pathname}
            entry={entry}
            trail={trail}
            depth={depth}
            defaultOpen={depth === 0 && index === 0 && trail.length === 0}
          />
        ) : (
          <li key={entry.pathname}>
            <Leaf entry={entry} active={entry === active} depth={depth} />
          </li>
        ),
      )}
    </Box>
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
    <Box component="nav" aria-label={t('shell.mainNavigation')} sx={{ p: 1 }}>
      <NavList entries={entries} trail={trail} depth={0} />
    </Box>
  );
}
