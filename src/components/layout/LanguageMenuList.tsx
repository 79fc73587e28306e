/** The list of the `Language` menu: its own module, loaded the first time the menu opens. */
import * as React from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LANGUAGE_LABELS, SUPPORTED_LANGUAGES, type Language } from '@/core/language';

export default function LanguageMenuList({
  id,
  anchor,
  language,
  onChoose,
  onClose,
}: {
  id: string;
  anchor: HTMLElement | null;
  language: Language;
  onChoose: (language: Language) => void;
  onClose: () => void;
}) {
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {SUPPORTED_LANGUAGES.map((code) => (
        <MenuItem
          key={code}
          lang={code}
          selected={code === language}
          onClick={() => onChoose(code)}
        >
          {LANGUAGE_LABELS[code]}
        </MenuItem>
      ))}
    </Menu>
  );
}
