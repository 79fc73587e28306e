import Page from '@/components/home/HomePage';
import { propsFor } from '@/content/staticRoutes';

export default Page;
export const getStaticProps = propsFor('/', 'zh');
