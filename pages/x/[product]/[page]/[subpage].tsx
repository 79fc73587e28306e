import { docsPageWithDemos } from '@/components/docs/docsPageWithDemos';
import { pathsFor, propsFor } from '@/content/staticRoutes';
import { demoRegistry } from '../../../../generated/demos/x-product-page-subpage';

export default docsPageWithDemos(demoRegistry);
export const getStaticPaths = pathsFor('/x/[product]/[page]/[subpage]');
export const getStaticProps = propsFor('/x/[product]/[page]/[subpage]', 'en');
