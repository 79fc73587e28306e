import { docsPageWithDemos } from '@/components/docs/docsPageWithDemos';
import { pathsFor, propsFor } from '@/content/staticRoutes';
import { demoRegistry } from '../../../../generated/demos/area-customization-page';
import '@/providers/languages/zh'; // the interface strings of this language

export default docsPageWithDemos(demoRegistry);
export const getStaticPaths = pathsFor('/[area]/customization/[page]', 'zh');
export const getStaticProps = propsFor('/[area]/customization/[page]', 'zh');
