import Page from '@/components/pages/VersionsPage';
import { propsFor } from '@/content/staticRoutes';

export default Page;
export const getStaticProps = propsFor('/versions', 'en');
