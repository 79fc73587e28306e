/** The header's link to the site's repository (DOCS_REPOSITORY_URL): an icon, named for readers. */
import * as React from 'react';
import { useSiteLinks } from '@/providers/SiteLinksProvider';
import { useTranslate } from '@/providers/UserLanguageProvider';
import { RepositoryIcon } from './HeaderIcons';
import { classNames } from './classNames';
import shellStyles from './ShellButton.module.css';
import headerStyles from './HeaderButton.module.css';

export default function RepositoryLink() {
  const t = useTranslate();
  const { repository } = useSiteLinks();
  if (repository === '') {
    return null;
  }
  return (
    <a
      href={repository}
      aria-label={t('shell.repository')}
      title={t('shell.repository')}
      data-ga-event-category="header"
      data-ga-event-action="repository"
      className={classNames(
        'repository-link',
        shellStyles.button,
        shellStyles.outlined,
        headerStyles.headerButton,
      )}
    >
      <RepositoryIcon />
    </a>
  );
}
