// check:docs `containers`: every container, alert and <Callout> of a Chinese page carries its own title.
import { maskInlineCode } from '../../lib/markdown';
import type { DocFile } from './doc-files';
import type { CheckResult, Finding } from './result';

/**
 * Rspress titles an untitled `:::tip` container, a `> [!TIP]` alert and a `<Callout type="tip">` with the type name in
 * English (`getTypeName` of its container syntax plugin, `capitalize(type)` in `Callout`; an alert keeps its
 * capitals), on every page: a Chinese page would show "Tip" over Chinese text. This check fails on each one without a
 * title on a page of docs/zh; code, inline code included, is not looked at.
 */

/** The page that documents the default titles, whose examples show them on purpose. */
const SHOWS_DEFAULT_TITLES = new Set(['guide/use-mdx/container.mdx']);

const UNTITLED = [
  // `:::tip` alone on its line; `:::tip 标题` and `:::tip{title="标题"}` have a title. `:::` alone closes a container.
  { pattern: /^\s*:{3,}\s*([a-z]+)\s*$/, what: 'container' },
  // GitHub-style alerts take no title at all.
  { pattern: /^\s*>\s*\[!([A-Z]+)\]\s*$/, what: 'alert' },
  { pattern: /<Callout\b(?![^>]*\btitle=)[^>]*\btype="([a-z]+)"/, what: '<Callout>' },
];

export function checkContainerTitles(files: DocFile[]): CheckResult {
  const pages = files.filter((doc) => doc.locale === 'zh' && !SHOWS_DEFAULT_TITLES.has(doc.file));
  const failures: Finding[] = [];
  for (const doc of pages) {
    doc.page.lines.forEach((text, index) => {
      if (doc.page.kinds[index] !== 'prose') return;
      for (const { pattern, what } of UNTITLED) {
        const match = pattern.exec(maskInlineCode(text));
        if (!match) continue;
        const type = match[1].toLowerCase();
        const shown = what === 'alert' ? match[1] : type[0].toUpperCase() + type.slice(1);
        const fix = what === 'alert' ? `use \`:::${type} 标题\` instead` : 'give it a Chinese title';
        failures.push({
          file: doc.display,
          line: index + 1,
          message: `this ${what} has no title, so Rspress shows the English "${shown}" over Chinese text: ${fix}`,
        });
      }
    });
  }
  return {
    name: 'containers',
    summary: `${pages.length} Chinese pages checked for containers, alerts and callouts without a title`,
    failures,
    warnings: [],
  };
}
