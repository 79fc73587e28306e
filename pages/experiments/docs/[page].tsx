import Page from '@/components/docs/DocsPage';
import { pathsFor, propsFor } from '@/content/staticRoutes';

export default Page;
export const getStaticPaths = pathsFor('/experiments/docs/[page]');
export const getStaticProps = propsFor('/experiments/docs/[page]', 'en');
