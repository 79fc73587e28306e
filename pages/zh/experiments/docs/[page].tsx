import { docsPageWithDemos } from '@/components/docs/docsPageWithDemos';
import { pathsFor, propsFor } from '@/content/staticRoutes';
import { demoRegistry } from '../../../../generated/demos/experiments-docs-page';
import '@/providers/languages/zh'; // the interface strings of this language

export default docsPageWithDemos(demoRegistry);
export const getStaticPaths = pathsFor('/experiments/docs/[page]', 'zh');
export const getStaticProps = propsFor('/experiments/docs/[page]', 'zh');
