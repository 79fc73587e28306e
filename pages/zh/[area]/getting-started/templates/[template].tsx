import { templatePageWithDemos } from '@/components/pages/TemplatePage';
import { pathsFor, propsFor } from '@/content/staticRoutes';
import { demoRegistry } from '../../../../../generated/demos/area-getting-started-page';

export default templatePageWithDemos(demoRegistry);
export const getStaticPaths = pathsFor('/[area]/getting-started/templates/[template]', 'zh');
export const getStaticProps = propsFor('/[area]/getting-started/templates/[template]', 'zh');
