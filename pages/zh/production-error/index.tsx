import Page from '@/components/pages/ProductionErrorPage';
import { propsFor } from '@/content/staticRoutes';

export default Page;
export const getStaticProps = propsFor('/production-error', 'zh');
