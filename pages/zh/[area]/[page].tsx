import Page from '@/components/docs/DocsPage';
import { pathsFor, propsFor } from '@/content/staticRoutes';

export default Page;
export const getStaticPaths = pathsFor('/[area]/[page]');
export const getStaticProps = propsFor('/[area]/[page]', 'zh');
