import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

const root = path.resolve(__dirname, '../..');
const HTMLCS_SOURCE = readFileSync(path.join(root, 'node_modules/html_codesniffer/build/HTMLCS.js'), 'utf8');
const ACE_SOURCE = readFileSync(path.join(root, 'node_modules/accessibility-checker-engine/ace.js'), 'utf8');

/**
 * HTML_CodeSniffer's WCAG 2 AA errors (warnings and notices ask for a human's judgement). The source is evaluated
 * rather than added as a <script>, so that it also runs in a page with JavaScript disabled.
 */
export async function htmlcsErrors(page: Page): Promise<string[]> {
  await page.evaluate(`${HTMLCS_SOURCE};window.HTMLCS = HTMLCS;`);
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const sniffer = (window as unknown as { HTMLCS: HtmlCodeSniffer }).HTMLCS;
        sniffer.process('WCAG2AA', document, () => {
          resolve(
            sniffer
              .getMessages()
              // 1 is HTMLCS.ERROR.
              .filter((message) => message.type === 1)
              .map((message) => `${message.code} at ${message.element.nodeType === 1 ? message.element.outerHTML.replace(/\s+/g, ' ').slice(0, 160) : message.element.nodeName}: ${message.msg}`),
          );
        });
      }),
  );
}

interface HtmlCodeSniffer {
  process(standard: string, content: Document, callback: () => void): void;
  getMessages(): { type: number; code: string; msg: string; element: Element }[];
}

/** IBM Equal Access violations (the engine's "potential" and "recommendation" results ask for a human too). */
export async function ibmViolations(page: Page): Promise<string[]> {
  await page.evaluate(`${ACE_SOURCE};window.ace = ace;`);
  return page.evaluate(async () => {
    const ace = (window as unknown as { ace: { Checker: new () => IbmChecker } }).ace;
    const report = await new ace.Checker().check(document, ['IBM_Accessibility']);
    return report.results
      .filter((result) => result.value[0] === 'VIOLATION' && result.value[1] === 'FAIL')
      .map((result) => `${result.ruleId} at ${result.path.dom} ${result.snippet}: ${result.message}`);
  });
}

interface IbmChecker {
  check(
    content: Document,
    policies: string[],
  ): Promise<{ results: { ruleId: string; value: [string, string]; path: { dom: string }; snippet: string; message: string }[] }>;
}
