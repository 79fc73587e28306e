import { templatePageWithDemos } from '@/components/pages/TemplatePage';
import { pathsFor, propsFor } from '@/content/staticRoutes';
import { demoRegistry } from '../../../../../generated/demos/area-getting-started-page';
import '@/providers/languages/zh'; // the interface strings of this language

export default templatePageWithDemos(demoRegistry);
export const getStaticPaths = pathsFor('/[area]/getting-started/templates/[template]', 'zh');
export const getStaticProps = propsFor('/[area]/getting-started/templates/[template]', 'zh');
