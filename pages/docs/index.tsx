import { docsPageWithDemos } from '@/components/docs/docsPageWithDemos';
import { propsFor } from '@/content/staticRoutes';
import { demoRegistry } from '../../generated/demos/docs';

export default docsPageWithDemos(demoRegistry);
export const getStaticProps = propsFor('/docs', 'en');
