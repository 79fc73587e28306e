import { docsPageWithDemos } from '@/components/docs/docsPageWithDemos';
import { pathsFor, propsFor } from '@/content/staticRoutes';
import { demoRegistry } from '../../../generated/demos/area-getting-started';

export default docsPageWithDemos(demoRegistry);
export const getStaticPaths = pathsFor('/[area]/getting-started');
export const getStaticProps = propsFor('/[area]/getting-started', 'en');
