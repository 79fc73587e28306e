import { docsPageWithDemos } from '@/components/docs/docsPageWithDemos';
import { pathsFor, propsFor } from '@/content/staticRoutes';
import { demoRegistry } from '../../../generated/demos/area-main-features-page';

export default docsPageWithDemos(demoRegistry);
export const getStaticPaths = pathsFor('/[area]/main-features/[page]');
export const getStaticProps = propsFor('/[area]/main-features/[page]', 'en');
