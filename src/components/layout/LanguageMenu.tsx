/** The `Language` menu: moves to the same page in the other language and remembers the choice. */
import * as React from 'react';
import { useRouter } from 'next/router';
import ShellButton from './ShellButton';
import {
  LANGUAGE_LABELS,
  USER_LANGUAGE_COOKIE,
  localizePath,
  type Language,
} from '@/core/language';
import { setCookie } from '@/providers/cookieStore';
import MountOnceOpened from './MountOnceOpened';
import {
  useSetUserLanguage,
  useTranslate,
  useUserLanguage,
} from '@/providers/UserLanguageProvider';

// The menu itself (Menu, Popover, Modal) loads when first opened, not with every page.
const loadList = () => import('./LanguageMenuList');
const LanguageMenuList = React.lazy(loadList);

export default function LanguageMenu({ canonicalPath }: { canonicalPath: string }) {
  const t = useTranslate();
  const router = useRouter();
  const language = useUserLanguage();
  const setUserLanguage = useSetUserLanguage();
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const menuId = React.useId();

  const choose = (next: Language) => {
    setAnchor(null);
    setCookie(USER_LANGUAGE_COOKIE, next);
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
      <ShellButton
        type="button"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        onPointerEnter={() => void loadList()}
        aria-label={t('shell.language')}
      >
        {LANGUAGE_LABELS[language]}
      </ShellButton>
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
