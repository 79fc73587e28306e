import { docsPageWithDemos } from '@/components/docs/docsPageWithDemos';
import * as muiRuntime from '@/components/layout/muiRuntime';
import { pathsFor, propsFor } from '@/content/staticRoutes';
import { demoRegistry } from '../../../generated/demos/base-ui-page';
import '@/providers/languages/zh'; // the interface strings of this language

export default docsPageWithDemos(demoRegistry, muiRuntime);
export const getStaticPaths = pathsFor('/base-ui/[page]', 'zh');
export const getStaticProps = propsFor('/base-ui/[page]', 'zh');
