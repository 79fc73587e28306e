import Page from '@/components/pages/OfflinePage';
import { propsFor } from '@/content/staticRoutes';

export default Page;
export const getStaticProps = propsFor('/offline', 'zh');
