import { docsPageWithDemos } from '@/components/docs/docsPageWithDemos';
import { pathsFor, propsFor } from '@/content/staticRoutes';
import { demoRegistry } from '../../../../generated/demos/area-getting-started-page';
import '@/providers/languages/zh'; // the interface strings of this language

export default docsPageWithDemos(demoRegistry);
export const getStaticPaths = pathsFor('/[area]/getting-started/[page]', 'zh');
export const getStaticProps = propsFor('/[area]/getting-started/[page]', 'zh');
