import { docsPageWithDemos } from '@/components/docs/docsPageWithDemos';
import * as muiRuntime from '@/components/layout/muiRuntime';
import { pathsFor, propsFor } from '@/content/staticRoutes';
import { demoRegistry } from '../../generated/demos/base-ui-page';

export default docsPageWithDemos(demoRegistry, muiRuntime);
export const getStaticPaths = pathsFor('/base-ui/[page]');
export const getStaticProps = propsFor('/base-ui/[page]', 'en');
