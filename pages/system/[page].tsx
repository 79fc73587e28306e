import { docsPageWithDemos } from '@/components/docs/docsPageWithDemos';
import { pathsFor, propsFor } from '@/content/staticRoutes';
import { demoRegistry } from '../../generated/demos/system-page';

export default docsPageWithDemos(demoRegistry);
export const getStaticPaths = pathsFor('/system/[page]');
export const getStaticProps = propsFor('/system/[page]', 'en');
