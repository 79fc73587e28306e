/** The `Language` menu: moves to the same page in the other language and remembers the choice. */
import * as React from 'react';
import { useRouter } from 'next/router';
import HeaderButton from './HeaderButton';
import { LanguageIcon } from './HeaderIcons';
import { LANGUAGE_LABELS, localizePath, type Language } from '@/core/language';
import { USER_LANGUAGE } from '@/core/storedPreferences';
import { setCookie } from '@/providers/cookieStore';
import MountOnceOpened from './MountOnceOpened';
import { lazyWithMui } from './muiScope';
import {
  useSetUserLanguage,
  useTranslate,
  useUserLanguage,
} from '@/providers/UserLanguageProvider';

// The menu itself (Menu, Popover, Modal) loads when first opened, not with every page.
const loadList = () => import('./LanguageMenuList');
const LanguageMenuList = lazyWithMui(loadList);

export default function LanguageMenu({ canonicalPath }: { canonicalPath: string }) {
  const t = useTranslate();
  const router = useRouter();
  const language = useUserLanguage();
  const setUserLanguage = useSetUserLanguage();
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const menuId = React.useId();

  const choose = (next: Language) => {
    setAnchor(null);
    setCookie(USER_LANGUAGE.key, next);
    if (next !== language) {
      setUserLanguage(next);
      const hash = typeof window === 'undefined' ? '' : window.location.hash;
      void router.push(
        `${localizePath(canonicalPath === '/' ? '/' : `${canonicalPath}/`, next)}${hash}`,
      );
    }
  };

  return (
    <>
      <HeaderButton
        icon={<LanguageIcon />}
        name={t('shell.language')}
        label={LANGUAGE_LABELS[language]}
        gaAction="language"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        onPointerEnter={() => void loadList()}
      />
      <MountOnceOpened open={anchor !== null}>
        <LanguageMenuList
          id={menuId}
          anchor={anchor}
          language={language}
          onChoose={choose}
          onClose={() => setAnchor(null)}
        />
      </MountOnceOpened>
    </>
  );
}
