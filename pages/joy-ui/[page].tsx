import { docsPageWithDemos } from '@/components/docs/docsPageWithDemos';
import * as muiRuntime from '@/components/docs/joyRuntime';
import { pathsFor, propsFor } from '@/content/staticRoutes';
import { demoRegistry } from '../../generated/demos/joy-ui-page';

export default docsPageWithDemos(demoRegistry, muiRuntime);
export const getStaticPaths = pathsFor('/joy-ui/[page]');
export const getStaticProps = propsFor('/joy-ui/[page]', 'en');
