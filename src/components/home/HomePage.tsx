/** Home: one card per area of the product family. */
import * as React from 'react';
import SiteLink from '@/components/navigation/SiteLink';
import { localizePath } from '@/core/language';
import type { HomePageProps } from '@/content/pages/homePage';
import { NAV_AREAS } from '@/core/navigationTypes';
import type { ShellData } from '@/content/pages/shellData';
import { useTranslate } from '@/providers/UserLanguageProvider';
import '@/providers/strings/homeStrings';
import AreaLayout from '@/components/layout/AreaLayout';
import styles from './HomePage.module.css';

export type { HomePageProps };

export default function HomePage({
  language,
  path,
  description,
  versions,
}: HomePageProps & ShellData) {
  const t = useTranslate();
  return (
    <AreaLayout
      language={language}
      path={path}
      title={t('home.title')}
      description={description}
      versions={versions}
    >
      {/* Static CSS like the rest of the shell (HomePage.module.css): the home page loads no MUI. */}
      <div className={styles.home}>
        <h1 className={styles.title}>{t('home.title')}</h1>
        <p className={styles.lead}>{t('home.lead')}</p>
        <h2 className={styles.areas}>{t('home.areas')}</h2>
        <ul className={styles.grid}>
          {NAV_AREAS.map((area) => (
            <li key={area}>
              <SiteLink href={localizePath(`/${area}/`, language)} className={styles.card}>
                <h3 className={styles.cardTitle}>{t(`areas.${area}.title`)}</h3>
                <p className={styles.cardText}>{t(`areas.${area}.description`)}</p>
              </SiteLink>
            </li>
          ))}
        </ul>
      </div>
    </AreaLayout>
  );
}
