import path from 'node:path';
import { describe, expect, test } from '@rstest/core';
import { readDocFiles } from '../../scripts/checks/check-docs/doc-files';
import { messagesOfSource, readExclusions, readInventory } from '../../scripts/checks/check-docs/error-inventory';
import { checkErrorReferenceAgainst, patternRegExp } from '../../scripts/checks/check-docs/error-reference';
import { scanMarkdown } from '../../config/markdown-scan';

// A package shaped like Rspress's dist, a reference page pair and an exclusions file, with known defects.
const FIXTURES = path.resolve(__dirname, '../fixtures/error-reference');
const inventory = readInventory(path.join(FIXTURES, 'packages'), ['@rspress/core']);
const exclusions = readExclusions(path.join(FIXTURES, 'exclusions.json'));
const docs = readDocFiles(path.join(FIXTURES, 'docs'));
const reported = () =>
  checkErrorReferenceAgainst(docs, inventory, exclusions).failures.map(({ file, line, message }) => `${file}:${line} ${message}`);

describe('error inventory', () => {
  test('reads logger calls, thrown errors and the message before process.exit, with template literals as patterns', () => {
    expect(inventory.messages.map(({ kind, pattern }) => [kind, pattern])).toEqual([
      ['error', 'Broken links in <path>:\n<links>'],
      ['throw', 'Broken link found'],
      ['warn', '[sample] Theme <name> is deprecated'],
      ['exit', 'Rename "<old>" to "<new>".'],
      ['throw', 'Unreachable state'],
    ]);
  });

  test('counts a call that only passes another error on as a relay, not as a message', () => {
    expect(inventory.relays).toBe(1);
  });

  test('names where each message is printed', () => {
    expect(inventory.messages[0]).toMatchObject({ pkg: '@rspress/core', file: 'dist/node/sample.js', line: 9 });
  });

  test('a const holding the message is read in the scope of the call, not a same-named const elsewhere', () => {
    const source = `function a() { const message = 'First'; logger.warn(message); }
function b() { const message = 'Second'; logger.warn(message); }`;
    expect(messagesOfSource(source, 'p', 'f.js').messages.map((m) => m.pattern)).toEqual(['First', 'Second']);
  });

  test("a logger that a plugin makes (previewLogger) is read like Rspress's own", () => {
    const source = `const previewLogger = createLogger({}); previewLogger.warn('The meta is deprecated');`;
    expect(messagesOfSource(source, 'p', 'f.js').messages.map((m) => [m.kind, m.pattern])).toEqual([['warn', 'The meta is deprecated']]);
  });
});

describe('error reference check', () => {
  test('a placeholder of the pattern stands for any text, and the rest must match exactly', () => {
    expect(patternRegExp('Broken links in <path>:').test('Broken links in <file>:')).toBe(true);
    expect(patternRegExp('Broken links in <path>:').test('Broken link in <file>:')).toBe(false);
  });

  test('fails for a message with no entry, in each locale, naming the message and where it is printed', () => {
    const missing = reported().filter((line) => line.includes('no entry quotes'));
    expect(missing).toEqual([
      expect.stringMatching(/errors-\*\.mdx:1 no entry quotes "\[sample\] Theme <name> is deprecated" \(printed by @rspress\/core\/dist\/node\/sample\.js:13\)/),
      expect.stringMatching(/errors-\*\.mdx:1 no entry quotes "Rename "<old>" to "<new>"\." \(printed by @rspress\/core\/dist\/node\/sample\.js:17\)/),
      expect.stringMatching(/^tests\/fixtures\/error-reference\/docs\/zh\/.*no entry quotes "\[sample\] Theme/),
      expect.stringMatching(/^tests\/fixtures\/error-reference\/docs\/zh\/.*no entry quotes "Rename/),
    ]);
  });

  test('fails for an entry that quotes a message the packages no longer print, at its file and line', () => {
    const stale = reported().filter((line) => line.includes('no longer print'));
    expect(stale).toEqual([
      'tests/fixtures/error-reference/docs/en/guide/troubleshooting/errors-sample.mdx:22 quotes "[sample] Theme <name> was removed", a message the installed packages no longer print',
      'tests/fixtures/error-reference/docs/zh/guide/troubleshooting/errors-sample.mdx:22 quotes "[sample] Theme <name> was removed", a message the installed packages no longer print',
    ]);
  });

  test('an excluded message needs no entry, and an exclusion of a message no longer printed fails', () => {
    expect(reported().join('\n')).not.toContain('Unreachable state');
    const withStale = { ...exclusions, exclusions: [...exclusions.exclusions, { message: 'Gone', category: 'internal-invariant', reason: 'r' }] };
    const failures = checkErrorReferenceAgainst(docs, inventory, withStale).failures.map((finding) => finding.message);
    expect(failures).toContain('excludes "Gone", a message the installed packages no longer print; remove the exclusion');
  });

  test("a quote of a library's message (Shiki's) passes without an entry for each of the library's messages", () => {
    const library = `class ShikiError$1 extends Error {}
throw new ShikiError$1(\`Language \\\`\${lang}\\\` is not included in this bundle.\`);
throw new ShikiError$1(\`Theme \\\`\${theme}\\\` is not included in this bundle.\`);`;
    const libraries = { messages: messagesOfSource(library, 'shiki', 'f.js').messages, alsoAt: new Map(), relays: 0 };
    expect(libraries.messages.map((message) => message.headline)).toEqual([
      'Language `<lang>` is not included in this bundle.',
      'Theme `<theme>` is not included in this bundle.',
    ]);
    const source = '# E\n\n## `Language is not included` {#lang}\n\n```txt\nLanguage `math` is not included in this bundle.\n```\n';
    const page = { locale: 'en' as const, file: 'guide/troubleshooting/errors-lib.mdx', absolutePath: '/e.mdx', display: 'e.mdx', source, page: scanMarkdown(source) };
    const empty = { messages: [], alsoAt: new Map(), relays: 0 };
    const noExclusions = { categories: {}, exclusions: [] };
    expect(checkErrorReferenceAgainst([page], empty, noExclusions).failures.map((finding) => finding.message)).toEqual([
      'quotes "Language `math` is not included in this bundle.", a message the installed packages no longer print',
    ]);
    expect(checkErrorReferenceAgainst([page], empty, noExclusions, libraries).failures).toEqual([]);
  });
});
