/** Shown by static hosts for any unknown path. */
import type { GetStaticProps } from 'next';
import NotFoundPage from '@/components/pages/NotFoundPage';
import { homePageProps } from '@/content/pages/homePage';
import { withShellData } from '@/content/pages/shellData';

export default NotFoundPage;

export const getStaticProps: GetStaticProps = async () => ({
  props: withShellData({ ...homePageProps('en'), path: '/404' }),
});
