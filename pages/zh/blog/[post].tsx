import Page from '@/components/pages/BlogPostPage';
import { pathsFor, propsFor } from '@/content/staticRoutes';
import '@/providers/languages/zh'; // the interface strings of this language

export default Page;
export const getStaticPaths = pathsFor('/blog/[post]', 'zh');
export const getStaticProps = propsFor('/blog/[post]', 'zh');
