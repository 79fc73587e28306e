import { docsPageWithDemos } from '@/components/docs/docsPageWithDemos';
import { pathsFor, propsFor } from '@/content/staticRoutes';
import { demoRegistry } from '../../../../../generated/demos/x-product-page-subpage';
import '@/providers/languages/zh'; // the interface strings of this language

export default docsPageWithDemos(demoRegistry);
export const getStaticPaths = pathsFor('/x/[product]/[page]/[subpage]', 'zh');
export const getStaticProps = propsFor('/x/[product]/[page]/[subpage]', 'zh');
