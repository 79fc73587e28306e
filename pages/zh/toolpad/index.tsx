import { docsPageWithDemos } from '@/components/docs/docsPageWithDemos';
import { propsFor } from '@/content/staticRoutes';
import { demoRegistry } from '../../../generated/demos/toolpad';
import '@/providers/languages/zh'; // the interface strings of this language

export default docsPageWithDemos(demoRegistry);
export const getStaticProps = propsFor('/toolpad', 'zh');
