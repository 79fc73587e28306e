import { docsPageWithDemos } from '@/components/docs/docsPageWithDemos';
import { pathsFor, propsFor } from '@/content/staticRoutes';
import { demoRegistry } from '../../generated/demos/material-ui-page';
import { playgroundLoaders } from '../../generated/playground/material-ui';

export default docsPageWithDemos(demoRegistry, playgroundLoaders);
export const getStaticPaths = pathsFor('/material-ui/[page]');
export const getStaticProps = propsFor('/material-ui/[page]', 'en');
