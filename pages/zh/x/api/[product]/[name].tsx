import Page from '@/components/api/ApiPage';
import { pathsFor, propsFor } from '@/content/staticRoutes';
import '@/providers/languages/zh'; // the interface strings of this language

export default Page;
export const getStaticPaths = pathsFor('/x/api/[product]/[name]', 'zh');
export const getStaticProps = propsFor('/x/api/[product]/[name]', 'zh');
