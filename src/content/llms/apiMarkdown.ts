/**
 * One component's or hook's API as Markdown: import lines, props (or parameters and return
 * value), slots and CSS classes as tables, then its demos and source. Descriptions are the doc
 * comments' Markdown with site links pointing at twins.
 */
import type { ApiDoc, ApiProp } from '@/content/api/types';
import { classifyLines, fencedCode } from './fences';
import { rewriteLinks, type LinkResolver } from './links';
import { codeCell, markdownTable, textCell } from './markdownTable';
import { markdownTwinPath } from '@/core/markdownTwin';

export interface ApiMarkdownOptions {
  /** Level of the section headings (`## Props` on an API page, `### Props` on a docs tab). */
  level: 2 | 3;
  resolveLink: LinkResolver;
  /** Whether a canonical page exists (inheritance and demo links only point at pages that do). */
  hasPage: (path: string) => boolean;
}

/** Links rewritten outside fenced code; headings pushed below `level`. */
function prose(markdown: string, level: number, resolveLink: LinkResolver): string {
  return classifyLines(markdown)
    .map(({ text, inCode }) => {
      if (inCode) {
        return text;
      }
      const heading = /^(#{1,6})(\s.*)$/.exec(text);
      const line = heading
        ? `${'#'.repeat(Math.min(6, Math.max(heading[1].length, level + 1)))}${heading[2]}`
        : text;
      return rewriteLinks(line, resolveLink);
    })
    .join('\n')
    .trim();
}

function propsTable(props: ApiProp[], resolveLink: LinkResolver): string {
  return markdownTable(
    ['Name', 'Type', 'Default', 'Description'],
    props.map((prop) => {
      const notes = [
        prop.required ? '**Required.**' : '',
        prop.deprecated !== null
          ? `**Deprecated**${prop.deprecated ? `: ${prop.deprecated}` : '.'}`
          : '',
        prop.description,
        ...(prop.callback?.parameters ?? []).map(
          (parameter) =>
            `\`${parameter.name}\`${parameter.description ? `: ${parameter.description}` : ''}`,
        ),
        prop.callback?.returns
          ? `Returns${prop.callback.returns.type ? ` \`${prop.callback.returns.type}\`` : ''}${prop.callback.returns.description ? `: ${prop.callback.returns.description}` : '.'}`
          : '',
      ].filter(Boolean);
      return [
        codeCell(prop.name),
        codeCell(prop.type),
        prop.defaultValue === null ? '' : codeCell(prop.defaultValue),
        textCell(rewriteLinks(notes.join(' '), resolveLink)),
      ];
    }),
  );
}

export function apiMarkdown(
  doc: ApiDoc,
  { level, resolveLink, hasPage }: ApiMarkdownOptions,
): string {
  const h = '#'.repeat(level);
  const cellText = (text: string) => textCell(rewriteLinks(text, resolveLink));
  const parts: string[] = [];
  if (doc.description.trim()) {
    parts.push(prose(doc.description, level, resolveLink));
  }
  parts.push(`${h} Import`, fencedCode(doc.imports.join('\n'), 'js').join('\n'));
  if (doc.inheritance) {
    const { component, pathname } = doc.inheritance;
    const name =
      pathname && hasPage(pathname)
        ? `[${component}](${markdownTwinPath(pathname)})`
        : `\`${component}\``;
    parts.push(`Props of the ${name} component are also available.`);
  }
  if (doc.props.length > 0) {
    const title = doc.kind === 'interface' ? 'Properties' : 'Props';
    parts.push(`${h} ${title}`, propsTable(doc.props, resolveLink));
  }
  if (doc.spread) {
    parts.push(`Other props are spread to the root element (\`${doc.spread}\`).`);
  }
  if (doc.refForwarded) {
    parts.push(
      `The ref is forwarded to the root element${doc.rootElement ? ` (\`${doc.rootElement}\`)` : ''}.`,
    );
  }
  if (doc.themeName) {
    parts.push(
      `Theme name \`${doc.themeName}\`: default props and style overrides go under it in the theme's components.`,
    );
  }
  if (doc.parameters.length > 0) {
    parts.push(`${h} Parameters`, propsTable(doc.parameters, resolveLink));
  }
  if (doc.returnValue.length > 0) {
    parts.push(`${h} Return value`, propsTable(doc.returnValue, resolveLink));
  }
  if (doc.slots.length > 0) {
    parts.push(
      `${h} Slots`,
      markdownTable(
        ['Name', 'Default component', 'Class', 'Description'],
        doc.slots.map((slot) => [
          codeCell(slot.name),
          slot.defaultComponent ? codeCell(slot.defaultComponent) : '',
          slot.className ? codeCell(`.${slot.className}`) : '',
          cellText(slot.description),
        ]),
      ),
    );
  }
  if (doc.classes.length > 0) {
    parts.push(
      `${h} CSS classes`,
      markdownTable(
        ['Rule name', 'Class name', 'Description'],
        doc.classes.map((cssClass) => [
          codeCell(cssClass.key),
          codeCell(`.${cssClass.className}`),
          cellText(cssClass.description),
        ]),
      ),
    );
  }
  const demos = doc.demos.filter((demo) => hasPage(demo.pathname));
  if (demos.length > 0) {
    parts.push(
      `${h} Demos`,
      demos.map((demo) => `- [${demo.title}](${markdownTwinPath(demo.pathname)})`).join('\n'),
    );
  }
  parts.push(
    `[Source code of ${doc.name} (${doc.packageName} ${doc.packageVersion})](${doc.sourceUrl})`,
  );
  return parts.join('\n\n');
}
