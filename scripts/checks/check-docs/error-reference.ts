import path from 'node:path';
import type { DocFile } from './doc-files';
import { headingIds } from './heading-ids';
import {
  type ExclusionFile,
  type Inventory,
  type Message,
  messageKey,
  QUOTED_LIBRARIES,
  readExclusions,
  readInventory,
} from './error-inventory';
import type { CheckResult, Finding } from './result';

/**
 * The error reference against the installed packages (part of npm run check:docs). The reference is every
 * `guide/troubleshooting/errors-*.mdx` page of each locale. An entry is a heading with an explicit `{#id}`; each
 * `txt` code block under it quotes one message: its first line is the message's headline as the terminal shows it,
 * and quotes a message of ./error-inventory.ts when it is an instance of that message's pattern (the pattern's
 * literal text exactly, each of its placeholders standing for any text, such as the entry's own `<file>`). The lines
 * after it show the rest of the output and are not compared. A block may also quote a message of QUOTED_LIBRARIES
 * (./error-inventory.ts), which need no entry each. Fails when a message of the inventory that ./error-exclusions.json does not exclude
 * has no entry in a locale, when a block quotes a message the packages no longer print, when a block sits outside an
 * entry, and when an exclusion names a message that no longer exists.
 */

export const REFERENCE_DIR = 'guide/troubleshooting';
const REFERENCE_PAGE = /^errors-[\w-]+\.mdx$/;
const MESSAGE_LANG = 'txt';

export function isReferencePage(file: string): boolean {
  return path.posix.dirname(file) === REFERENCE_DIR && REFERENCE_PAGE.test(path.posix.basename(file));
}

/** One message as an entry of the reference quotes it. */
export interface QuotedMessage {
  doc: DocFile;
  /** The line of the block's first line. */
  line: number;
  headline: string;
  /** The id of the entry's heading; undefined when the block is not under a heading with an explicit id. */
  anchor: string | undefined;
  /** The entry's heading text, without its id. */
  heading: string | undefined;
}

/** Every message quoted by the reference pages among `files`. */
export function quotedMessages(files: DocFile[]): QuotedMessage[] {
  return files
    .filter((doc) => isReferencePage(doc.file))
    .flatMap((doc) => {
      const headings = headingIds(doc.page);
      return doc.page.blocks
        .filter((block) => block.lang === MESSAGE_LANG)
        .map((block) => {
          const entry = headings.filter((heading) => heading.line < block.line).pop();
          const headline = (block.code.split('\n').find((line) => line.trim() !== '') ?? '').trim();
          const text = entry ? doc.page.lines[entry.line - 1].replace(/^#+\s*/, '').replace(/\s*\\?\{#.*\}\s*$/, '') : undefined;
          return { doc, line: block.line, headline, anchor: entry?.explicit, heading: text };
        });
    });
}

const normalSpace = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A headline pattern as a regular expression: its literal text as it is, each placeholder any text. */
export function patternRegExp(headline: string): RegExp {
  const parts = normalSpace(headline).split(/<[A-Za-z_$][\w.$-]*>/);
  return new RegExp(`^${parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+?')}$`);
}

/** Where a message is printed, for a failure. */
const origin = (message: Message) => `${message.pkg}/${message.file}:${message.line}`;

export function checkErrorReferenceAgainst(
  files: DocFile[],
  inventory: Inventory,
  exclusionFile: ExclusionFile,
  libraries: Inventory = { messages: [], alsoAt: new Map(), relays: 0 },
): CheckResult {
  const failures: Finding[] = [];
  const quoted = quotedMessages(files);
  const printed = new Map(inventory.messages.map((message) => [messageKey(message.headline), message]));
  const excluded = new Map(exclusionFile.exclusions.map((exclusion) => [messageKey(exclusion.message), exclusion]));
  const patterns = [...printed].map(([key, message]) => ({ key, regExp: patternRegExp(message.headline) }));
  const libraryPatterns = libraries.messages.map((message) => patternRegExp(message.headline));

  const documented = new Set<string>();
  for (const quote of quoted) {
    const at = { file: quote.doc.display, line: quote.line };
    if (!quote.anchor) {
      failures.push({ ...at, message: `the quoted message "${quote.headline}" is not under an entry heading with an explicit {#id}` });
    }
    const matches = patterns.filter(({ regExp }) => regExp.test(normalSpace(quote.headline)));
    if (matches.length === 0 && !libraryPatterns.some((regExp) => regExp.test(normalSpace(quote.headline)))) {
      failures.push({ ...at, message: `quotes "${quote.headline}", a message the installed packages no longer print` });
    }
    for (const { key } of matches) documented.add(`${quote.doc.locale} ${key}`);
  }

  const locales = [...new Set(files.map((doc) => doc.locale))];
  for (const locale of locales) {
    const page = files.find((doc) => doc.locale === locale && isReferencePage(doc.file));
    const where = page ? path.posix.dirname(page.display) : `docs/${locale}/${REFERENCE_DIR}`;
    for (const [key, message] of printed) {
      if (excluded.has(key) || documented.has(`${locale} ${key}`)) continue;
      failures.push({
        file: `${where}/errors-*.mdx`,
        line: 1,
        message: `no entry quotes "${message.headline}" (printed by ${origin(message)}); add one, or exclude it in scripts/checks/check-docs/error-exclusions.json with a reason`,
      });
    }
  }

  for (const [key, exclusion] of excluded) {
    if (printed.has(key)) continue;
    failures.push({
      file: 'scripts/checks/check-docs/error-exclusions.json',
      line: 1,
      message: `excludes "${exclusion.message}", a message the installed packages no longer print; remove the exclusion`,
    });
  }
  for (const exclusion of exclusionFile.exclusions) {
    if (!exclusionFile.categories[exclusion.category] || !exclusion.reason.trim()) {
      failures.push({
        file: 'scripts/checks/check-docs/error-exclusions.json',
        line: 1,
        message: `the exclusion of "${exclusion.message}" needs a reason and one of the categories ${Object.keys(exclusionFile.categories).join(', ')}`,
      });
    }
  }

  const toDocument = printed.size - [...excluded.keys()].filter((key) => printed.has(key)).length;
  return {
    name: 'errors',
    summary: `${printed.size} messages in the installed packages, ${excluded.size} excluded, ${toDocument} with an entry per locale (${quoted.length} quotes in ${locales.length} locales)`,
    failures,
    warnings: [],
  };
}

export function checkErrorReference(files: DocFile[]): CheckResult {
  return checkErrorReferenceAgainst(files, readInventory(), readExclusions(), readInventory(undefined, QUOTED_LIBRARIES));
}
