/** Links to every area and home, for pages a reader lands on by accident (404, offline). */
import * as React from 'react';
import SiteLink from '@/components/navigation/SiteLink';
import Link from '@mui/material/Link';
import { NAV_AREAS } from '@/core/navigationTypes';
import { useTranslate } from '@/providers/UserLanguageProvider';

/** `prefix` is the language prefix of the links (`''` or `/zh`). */
export default function AreaLinks({ prefix = '' }: { prefix?: string }) {
  const t = useTranslate();
  return (
    <ul>
      {NAV_AREAS.map((area) => (
        <li key={area}>
          <Link component={SiteLink} href={`${prefix}/${area}/`}>
            {t(`areas.${area}.title`)}
          </Link>
        </li>
      ))}
      <li>
        <Link component={SiteLink} href={`${prefix}/`}>
          {t('shell.backHome')}
        </Link>
      </li>
    </ul>
  );
}
