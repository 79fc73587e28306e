import { docsPageWithDemos } from '@/components/docs/docsPageWithDemos';
import { pathsFor, propsFor } from '@/content/staticRoutes';
import { demoRegistry } from '../../../../generated/demos/experiments-docs-page';

export default docsPageWithDemos(demoRegistry);
export const getStaticPaths = pathsFor('/experiments/docs/[page]', 'zh');
export const getStaticProps = propsFor('/experiments/docs/[page]', 'zh');
