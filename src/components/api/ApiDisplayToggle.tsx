/** The `API display` switch: collapsed list, expanded list or table. A deselect changes nothing. */
import * as React from 'react';
import { API_DISPLAY_OPTIONS, type ApiSection } from '@/core/apiDisplay';
import { useApiDisplay } from '@/providers/ApiDisplayProvider';
import { useTranslate } from '@/providers/UserLanguageProvider';
import '@/providers/strings/apiStrings';
import ShellToggleGroup from '@/components/layout/ShellToggleGroup';

export default function ApiDisplayToggle({ section }: { section: ApiSection }) {
  const t = useTranslate();
  const [option, setOption] = useApiDisplay(section);
  return (
    <ShellToggleGroup
      label={t('api.display')}
      className="api-display-toggle"
      value={option}
      onChange={setOption}
      options={API_DISPLAY_OPTIONS.map((value) => ({
        value,
        text: t(`api.${value}`),
        ga: {
          'data-ga-event-category': 'api-display',
          'data-ga-event-action': section,
          'data-ga-event-label': value,
        },
      }))}
    />
  );
}
