import { docsPageWithDemos } from '@/components/docs/docsPageWithDemos';
import { pathsFor, propsFor } from '@/content/staticRoutes';
import { demoRegistry } from '../../generated/demos/area';

export default docsPageWithDemos(demoRegistry);
export const getStaticPaths = pathsFor('/[area]', 'zh');
export const getStaticProps = propsFor('/[area]', 'zh');
