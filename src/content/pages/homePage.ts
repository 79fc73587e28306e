/** Props of the home page: the areas of the product family. */
import type { Language } from '@/core/language';
import type { PageBaseProps } from './pageBase';

export type HomePageProps = PageBaseProps;

export function homePageProps(language: Language): HomePageProps {
  return {
    language,
    path: '/',
    title: 'MUI documentation',
    description:
      'Guides, live demos and API references for Material UI, Joy UI, Base UI, MUI System and MUI X.',
  };
}
