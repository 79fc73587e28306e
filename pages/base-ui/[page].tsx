import { docsPageWithDemos } from '@/components/docs/docsPageWithDemos';
import { pathsFor, propsFor } from '@/content/staticRoutes';
import { demoRegistry } from '../../generated/demos/base-ui-page';

export default docsPageWithDemos(demoRegistry);
export const getStaticPaths = pathsFor('/base-ui/[page]');
export const getStaticProps = propsFor('/base-ui/[page]', 'en');
