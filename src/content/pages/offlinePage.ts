/** Props of /offline/: the page the service worker shows for a page not read before. */
import type { Language } from '@/core/language';
import type { PageBaseProps } from './pageBase';

export type OfflinePageProps = PageBaseProps;

export function offlinePageProps(language: Language): OfflinePageProps {
  return {
    language,
    path: '/offline',
    title: language === 'zh' ? '您已离线' : 'You are offline',
    description:
      'This page has not been read on this device before, so it is not available without a network connection.',
  };
}
