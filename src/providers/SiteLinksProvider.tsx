/** The site's links from page props (src/core/siteLinks.ts), for the header and page feedback. */
import * as React from 'react';
import { NO_SITE_LINKS, parseSiteLinks, type SiteLinks } from '@/core/siteLinks';

const SiteLinksContext = React.createContext<SiteLinks>(NO_SITE_LINKS);

export function SiteLinksProvider({
  links,
  children,
}: {
  links: unknown;
  children: React.ReactNode;
}) {
  const value = React.useMemo(() => parseSiteLinks(links), [links]);
  return <SiteLinksContext.Provider value={value}>{children}</SiteLinksContext.Provider>;
}

export function useSiteLinks(): SiteLinks {
  return React.useContext(SiteLinksContext);
}
