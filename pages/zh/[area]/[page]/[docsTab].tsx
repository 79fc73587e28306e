import { docsPageWithDemos } from '@/components/docs/docsPageWithDemos';
import { pathsFor, propsFor } from '@/content/staticRoutes';
import { demoRegistry } from '../../../../generated/demos/area-page-docsTab';
import '@/providers/languages/zh'; // the interface strings of this language

export default docsPageWithDemos(demoRegistry);
export const getStaticPaths = pathsFor('/[area]/[page]/[docsTab]', 'zh');
export const getStaticProps = propsFor('/[area]/[page]/[docsTab]', 'zh');
