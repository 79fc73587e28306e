/**
 * The API tab of a component page: one section per export, each with its API content, and the
 * layout switch's state around them all (one choice per section kind, as on an API page). Loaded
 * only by pages that show the tab, so other pages do not download the API components or the
 * layout state.
 */
import type { ApiDoc } from '@/content/api/types';
import { exportNameToSlug } from '@/core/apiSlug';
import { ApiDisplayProvider } from '@/providers/ApiDisplayProvider';
import ApiContent from './ApiContent';

export default function ApiSections({
  docs,
  sectionClassName,
  headingClassName,
}: {
  docs: ApiDoc[];
  sectionClassName: string;
  headingClassName: string;
}) {
  return (
    <ApiDisplayProvider>
      {docs.map((doc) => (
        <section
          key={doc.name}
          // mui.com links each export of an API tab by its slug: /base-ui/react-badge/components-api/#badge
          id={exportNameToSlug(doc.name)}
          aria-labelledby={`${doc.name}-api`}
          className={sectionClassName}
        >
          <h2 id={`${doc.name}-api`} className={headingClassName}>
            {doc.name}
          </h2>
          <ApiContent doc={doc} headingLevel="h3" idPrefix={`${doc.name}-`} />
        </section>
      ))}
    </ApiDisplayProvider>
  );
}
