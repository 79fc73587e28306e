import { docsPageWithDemos } from '@/components/docs/docsPageWithDemos';
import { pathsFor, propsFor } from '@/content/staticRoutes';
import { demoRegistry } from '../../generated/demos/joy-ui-page';
import { playgroundLoaders } from '../../generated/playground/joy-ui';

export default docsPageWithDemos(demoRegistry, playgroundLoaders);
export const getStaticPaths = pathsFor('/joy-ui/[page]');
export const getStaticProps = propsFor('/joy-ui/[page]', 'en');
