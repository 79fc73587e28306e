import { docsPageWithDemos } from '@/components/docs/docsPageWithDemos';
import { pathsFor, propsFor } from '@/content/staticRoutes';
import { demoRegistry } from '../../generated/demos/base-ui-page';
import { playgroundLoaders } from '../../generated/playground/base-ui';

export default docsPageWithDemos(demoRegistry, playgroundLoaders);
export const getStaticPaths = pathsFor('/base-ui/[page]');
export const getStaticProps = propsFor('/base-ui/[page]', 'en');
