import Page from '@/components/docs/DocsPage';
import { propsFor } from '@/content/staticRoutes';

export default Page;
export const getStaticProps = propsFor('/x', 'en');
