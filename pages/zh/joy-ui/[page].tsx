import { docsPageWithDemos } from '@/components/docs/docsPageWithDemos';
import * as muiRuntime from '@/components/docs/joyRuntime';
import { pathsFor, propsFor } from '@/content/staticRoutes';
import { demoRegistry } from '../../../generated/demos/joy-ui-page';
import '@/providers/languages/zh'; // the interface strings of this language

export default docsPageWithDemos(demoRegistry, muiRuntime);
export const getStaticPaths = pathsFor('/joy-ui/[page]', 'zh');
export const getStaticProps = propsFor('/joy-ui/[page]', 'zh');
