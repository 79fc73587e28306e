import Page from '@/components/pages/OfflinePage';
import { propsFor } from '@/content/staticRoutes';
import '@/providers/languages/zh'; // the interface strings of this language

export default Page;
export const getStaticProps = propsFor('/offline', 'zh');
