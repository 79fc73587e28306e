/**
 * Short Markdown (API descriptions from doc comments) to HTML, synchronously, at build time. A
 * library's doc comments are input like a page's Markdown: the same allowlist sanitizes them (a
 * `javascript:` link in a comment is left without its href).
 */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import type { ApiDoc, ApiProp } from '@/content/api/types';
import { localizeDocLinks } from './docLinks';
import { sanitizeSchema } from './sanitizeSchema';

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeSanitize, sanitizeSchema)
  .use(rehypeStringify);

export function inlineMarkdownToHtml(
  markdown: string,
  isInternal: (path: string) => boolean,
): string {
  const withLocalLinks = localizeDocLinks(markdown, isInternal);
  return String(processor.processSync(withLocalLinks)).trim();
}

/** The API document with every description turned into HTML. */
export function renderApiDescriptions(doc: ApiDoc, isInternal: (path: string) => boolean): ApiDoc {
  const render = (text: string) => (text ? inlineMarkdownToHtml(text, isInternal) : '');
  const renderProps = (props: ApiProp[]) =>
    props.map((prop) => {
      const rendered: ApiProp = { ...prop, description: render(prop.description) };
      if (prop.callback) {
        rendered.callback = {
          parameters: prop.callback.parameters.map((parameter) => ({
            ...parameter,
            description: render(parameter.description),
          })),
          returns:
            prop.callback.returns === null
              ? null
              : {
                  ...prop.callback.returns,
                  description: render(prop.callback.returns.description),
                },
        };
      }
      return rendered;
    });
  return {
    ...doc,
    // Its `## ARIA` stays an h2 here; ApiContent demotes it where it sits under an h2 itself.
    description: render(doc.description),
    props: renderProps(doc.props),
    parameters: renderProps(doc.parameters),
    returnValue: renderProps(doc.returnValue),
    slots: doc.slots.map((slot) => ({ ...slot, description: render(slot.description) })),
    classes: doc.classes.map((cssClass) => ({
      ...cssClass,
      description: render(cssClass.description),
    })),
  };
}
