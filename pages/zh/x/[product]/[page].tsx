import Page from '@/components/docs/DocsPage';
import { pathsFor, propsFor } from '@/content/staticRoutes';

export default Page;
export const getStaticPaths = pathsFor('/x/[product]/[page]');
export const getStaticProps = propsFor('/x/[product]/[page]', 'zh');
