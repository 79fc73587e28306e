/** The page's contents with scroll spy: the section being read is marked as current. */
import * as React from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TocEntry } from '@/content/markdown/segments';
import { useTranslate } from '@/providers/UserLanguageProvider';
import { TOC_TITLE_ID } from '@/core/pageIds';

function useActiveHeading(ids: string[]): string | null {
  const [active, setActive] = React.useState<string | null>(null);
  React.useEffect(() => {
    if (ids.length === 0 || typeof IntersectionObserver === 'undefined') {
      return undefined;
    }
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        const first = ids.find((id) => visible.has(id));
        if (first) setActive(first);
      },
      { rootMargin: '-70px 0px -60% 0px' },
    );
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [ids]);
  return active;
}

export default function TableOfContents({ toc }: { toc: TocEntry[] }) {
  const t = useTranslate();
  const ids = React.useMemo(() => toc.map((entry) => entry.id), [toc]);
  const active = useActiveHeading(ids);
  if (toc.length === 0) {
    return null;
  }
  return (
    <Box
      component="nav"
      className="page-toc"
      aria-labelledby={TOC_TITLE_ID}
      sx={{
        display: { xs: 'none', lg: 'block' },
        width: 220,
        flexShrink: 0,
        position: 'sticky',
        top: 88,
        maxHeight: 'calc(100vh - 100px)',
        overflowY: 'auto',
        fontSize: '0.8125rem',
      }}
    >
      <Typography
        id={TOC_TITLE_ID}
        component="h2"
        sx={{ fontSize: '0.8125rem', fontWeight: 700, mb: 1 }}
      >
        {t('shell.onThisPage')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {toc.map((entry) => (
          <li key={entry.id}>
            <Link
              href={`#${entry.id}`}
              aria-current={entry.id === active ? 'location' : undefined}
              underline="hover"
              sx={{
                display: 'block',
                py: 0.5,
                paddingInlineStart: entry.level === 3 ? 2 : 0,
                color: entry.id === active ? undefined : 'text.secondary',
                fontWeight: entry.id === active ? 600 : 400,
              }}
            >
              {entry.text}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
