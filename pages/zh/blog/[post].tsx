import Page from '@/components/pages/BlogPostPage';
import { pathsFor, propsFor } from '@/content/staticRoutes';

export default Page;
export const getStaticPaths = pathsFor('/blog/[post]', 'zh');
export const getStaticProps = propsFor('/blog/[post]', 'zh');
