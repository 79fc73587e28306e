import Page from '@/components/pages/BlogIndexPage';
import { propsFor } from '@/content/staticRoutes';

export default Page;
export const getStaticProps = propsFor('/blog', 'en');
