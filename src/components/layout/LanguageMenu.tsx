/** The `Language` menu: moves to the same page in the other language and remembers the choice. */
import * as React from 'react';
import { useRouter } from 'next/router';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LANGUAGE_LABELS, SUPPORTED_LANGUAGES, localizePath, type Language } from '@/core/language';
import { setCookie } from '@/providers/cookieStore';
import {
  useSetUserLanguage,
  useTranslate,
  useUserLanguage,
} from '@/providers/UserLanguageProvider';

export const USER_LANGUAGE_COOKIE = 'userLanguage';

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
      <Button
        color="secondary"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('shell.language')}
      >
        {LANGUAGE_LABELS[language]}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {SUPPORTED_LANGUAGES.map((code) => (
          <MenuItem
            key={code}
            lang={code}
            selected={code === language}
            onClick={() => choose(code)}
          >
            {LANGUAGE_LABELS[code]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
