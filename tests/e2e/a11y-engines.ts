import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { AXE_SOURCE, ensureEngine } from './a11y';

const root = path.resolve(__dirname, '../..');
const HTMLCS_SOURCE = `${readFileSync(path.join(root, 'node_modules/html_codesniffer/build/HTMLCS.js'), 'utf8')};window.HTMLCS = HTMLCS;`;
const ACE_SOURCE = `${readFileSync(path.join(root, 'node_modules/accessibility-checker-engine/ace.js'), 'utf8')};window.ace = ace;`;

/**
 * Makes every engine part of each document the context opens, before the page's own scripts, so that no check has
 * to send an engine's source through the DevTools protocol (axe 0.6 MB, IBM 0.7 MB: 0.2 to 0.4 s each time on a
 * typical page). The engines only define globals until a check calls them. A page without them (JavaScript disabled,
 * another context) gets each one evaluated by its first check.
 */
export async function addEnginesToEveryPage(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: `${AXE_SOURCE};\n${HTMLCS_SOURCE};\n${ACE_SOURCE}` });
}

/** HTML_CodeSniffer's WCAG 2 AA errors (warnings and notices ask for a human's judgement). */
export async function htmlcsErrors(page: Page): Promise<string[]> {
  await ensureEngine(page, 'HTMLCS', HTMLCS_SOURCE);
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

/** How often the engine's source names `RuleFail`: its definition and export, and every call, all inside rules. */
const ACE_RULE_FAIL_REFERENCES = ACE_SOURCE.split('RuleFail').length - 1;

/**
 * IBM Equal Access violations (the engine's "potential" and "recommendation" results ask for a human too).
 * `allRules` runs the whole IBM_Accessibility policy; by default only the rules that can report a violation run:
 * those the policy rates VIOLATION whose `run` calls `RuleFail` (the only way the engine makes a FAIL), with the rules
 * they depend on (a rule runs on a node only once its dependencies passed there). The others can only report
 * passes, potentials or recommendations, which this check drops; they are 71 of the policy's 162 rules and half to
 * two thirds of the engine's time, most of it `element_tabbable_unobscured`, which compares every focusable element
 * with every other element of the page. If a new engine calls `RuleFail` outside a rule's `run` (a shared helper),
 * the filter could miss a rule, so the check throws instead of guessing.
 */
export async function ibmViolations(page: Page, { allRules = false } = {}): Promise<string[]> {
  await ensureEngine(page, 'ace', ACE_SOURCE);
  return page.evaluate(
    async ({ allRules, sourceReferences }) => {
      const ace = (window as unknown as { ace: { Checker: new () => IbmChecker } }).ace;
      const checker = new ace.Checker();
      if (!allRules) {
        const rules = checker.engine.ruleMap;
        const callsRuleFail = (id: string) => rules[id].run.toString().split('RuleFail').length - 1;
        const referencesInRules = Object.keys(rules).reduce((sum, id) => sum + callsRuleFail(id), 0);
        // Two references are the engine's own: `t.RuleFail=` in the export list and `t.RuleFail=function`.
        if (referencesInRules !== sourceReferences - 2) {
          throw new Error(
            `accessibility-checker-engine: ${sourceReferences - 2 - referencesInRules} RuleFail call(s) outside a rule's run; ` +
              'the rule filter of tests/e2e/a11y-engines.ts no longer holds, pass { allRules: true } or update it',
          );
        }
        const policy = checker.guidelines.find((guideline) => guideline.id === 'IBM_Accessibility');
        if (!policy) throw new Error('accessibility-checker-engine: no IBM_Accessibility policy');
        const kept = new Set<string>();
        for (const checkpoint of policy.checkpoints) {
          for (const rule of checkpoint.rules ?? []) if (rule.level === 'VIOLATION' && callsRuleFail(rule.id) > 0) kept.add(rule.id);
        }
        const pending = [...kept];
        while (pending.length > 0) {
          for (const dependency of rules[pending.pop() as string].dependencies ?? []) {
            if (kept.has(dependency)) continue;
            kept.add(dependency);
            pending.push(dependency);
          }
        }
        // Re-adding the policy under its own id replaces it, levels included, with only the kept rules.
        checker.addGuideline({
          ...policy,
          checkpoints: policy.checkpoints.map((checkpoint) => ({
            ...checkpoint,
            rules: (checkpoint.rules ?? []).filter((rule) => kept.has(rule.id)),
          })),
        });
      }
      const report = await checker.check(document, ['IBM_Accessibility']);
      return report.results
        .filter((result) => result.value[0] === 'VIOLATION' && result.value[1] === 'FAIL')
        .map((result) => `${result.ruleId} at ${result.path.dom} ${result.snippet}: ${result.message}`);
    },
    { allRules, sourceReferences: ACE_RULE_FAIL_REFERENCES },
  );
}

interface IbmGuideline {
  id: string;
  checkpoints: { rules?: { id: string; level: string }[] }[];
}

interface IbmChecker {
  guidelines: IbmGuideline[];
  engine: { ruleMap: Record<string, { run: () => unknown; dependencies?: string[] }> };
  addGuideline(guideline: IbmGuideline): void;
  check(
    content: Document,
    policies: string[],
  ): Promise<{ results: { ruleId: string; value: [string, string]; path: { dom: string }; snippet: string; message: string }[] }>;
}
