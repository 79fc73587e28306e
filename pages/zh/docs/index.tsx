import { docsPageWithDemos } from '@/components/docs/docsPageWithDemos';
import { propsFor } from '@/content/staticRoutes';
import { demoRegistry } from '../../../generated/demos/docs';
import '@/providers/languages/zh'; // the interface strings of this language

export default docsPageWithDemos(demoRegistry);
export const getStaticProps = propsFor('/docs', 'zh');
