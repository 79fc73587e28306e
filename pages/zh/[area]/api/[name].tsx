import Page from '@/components/api/ApiPage';
import { pathsFor, propsFor } from '@/content/staticRoutes';
import '@/providers/languages/zh'; // the interface strings of this language

export default Page;
export const getStaticPaths = pathsFor('/[area]/api/[name]', 'zh');
export const getStaticProps = propsFor('/[area]/api/[name]', 'zh');
