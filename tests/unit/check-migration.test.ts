import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@rstest/core';
import { conventionProblems, GUIDE, missingItems, missingProps, rspress1SampleFailures } from '../../scripts/checks/check-migration';
import { type ConventionCase, quotableStart, readConventionCases } from '../../scripts/lib/migration-conventions';
import { cssTableProblems, isTailwindUtility, readThemeCssNames } from '../../scripts/lib/migration-css';
import { readMigrationSurface } from '../../scripts/lib/migration-surface';

const FIXTURES = path.resolve(__dirname, '../fixtures/migration');
const guide = (locale: string) => readFileSync(path.join(FIXTURES, locale, GUIDE), 'utf8');

describe('check:migration', () => {
  // The real diff of the installed rspress@1.47.2 and @rspress/core 2, against two tiny guides.
  const { items, props } = readMigrationSurface();
  const missing = (locale: string) => missingItems(items, guide(locale)).map((item) => item.name);

  test('finds removed and changed items in every area', () => {
    const named = (area: string) => items.filter((item) => item.area === area).map((item) => item.name);
    expect(named('packages')).toEqual(expect.arrayContaining(['rspress/config', '@rspress/plugin-medium-zoom']));
    expect(named('config')).toEqual(expect.arrayContaining(['builderPlugins', 'markdown.mdxRs']));
    expect(named('themeConfig')).toContain('themeConfig.locales[].outlineTitle');
    expect(named('plugin API')).toContain('RspressPlugin.addSSGRoutes');
    expect(named('CLI')).toEqual(['rspress update']);
    expect(items.find((item) => item.name === 'builderConfig')?.change).toBe('changed type');
    // Keys that 2.x kept with a compatible type are not items.
    expect(items.map((item) => item.name)).not.toContain('title');
    expect(items.map((item) => item.name)).not.toContain('mediumZoom');
  });

  test('reports a removed item that the page does not name, per locale', () => {
    expect(missing('en')).toContain('markdown.mdxRs');
    expect(missing('en')).not.toContain('rspress/config');
    expect(missing('zh')).not.toContain('markdown.mdxRs');
    expect(missing('zh')).toContain('rspress/config');
  });

  test('finds the props that theme components lost, narrowed or made required', () => {
    const change = (component: string, prop: string) =>
      props.find((item) => item.component === component && item.props.includes(prop))?.change;
    expect(change('Layout', 'uiSwitch')).toBe('removed');
    expect(change('Tabs', 'tabContainerClassName')).toBe('removed');
    expect(change('Tabs', 'values')).toBe('changed type');
    expect(change('Link', 'onNavigate')).toBe('removed');
    expect(change('Link', 'keepCurrentParams')).toBe('removed');
    expect(change('Overview', 'defaultGroupTitle')).toBe('removed');
    expect(change('Tab', 'children')).toBe('now required');
    // The <div> attributes that 2.x's Tab dropped are one item, not two hundred.
    expect(props.filter((item) => item.component === 'Tab' && item.props.includes('className'))).toHaveLength(1);
    // Both versions read one React's types: React 18's `Ref` against React 19's is not an Rspress change.
    expect(change('Link', 'ref')).toBeUndefined();
    expect(change('Tabs', 'groupId')).toBeUndefined();
  });

  test('reports a prop that no table row names with its component, fenced rows not counting', () => {
    const missingIn = (locale: string) => missingProps(props, guide(locale)).map((item) => `${item.component} ${item.props[0]}`);
    expect(missingIn('en')).not.toContain('Layout uiSwitch');
    expect(missingIn('en').some((item) => item.startsWith('Tab ') && item !== 'Tab children')).toBe(false);
    expect(missingIn('en')).toContain('Tabs tabContainerClassName');
    expect(missingIn('zh')).toContain('Layout uiSwitch');
  });

  test('reads the CSS names of both default themes', () => {
    const { v1, v2 } = readThemeCssNames();
    for (const name of ['--rp-home-hero-name-background', '--rp-aside-width', '--rp-home-bg', '.rspress-sidebar-menu', '.rspress-doc-footer']) {
      expect(v1.names.has(name)).toBe(true);
      expect(v2.names.has(name)).toBe(false);
    }
    expect(v2.names.has('.rp-doc-footer')).toBe(true);
    // CSS-module classes and Tailwind internals are not names a site could rely on.
    expect([...v1.names].some((name) => /_[0-9a-f]{5}$/.test(name) || name.startsWith('--tw-'))).toBe(false);
    expect(v1.utilities.has('.flex')).toBe(true);
    expect(isTailwindUtility('sm:hidden')).toBe(true);
    expect(isTailwindUtility('border-gray-light-3')).toBe(true);
    expect(isTailwindUtility('flex-center')).toBe(false);
    expect(isTailwindUtility('rspress-doc-footer')).toBe(false);
  });

  test('fails a CSS table that leaves a name out, lists a typo or names a 2.x equivalent that does not exist', () => {
    const { v1, v2 } = readThemeCssNames();
    const problems = (locale: string) => cssTableProblems(v1, v2, guide(locale));
    const en = problems('en');
    expect(en).toContainEqual({ name: '.rp-doc-foot', problem: 'given as the 2.x equivalent, but Rspress 2 does not define it' });
    expect(en).toContainEqual({ name: '--rp-asid-width', problem: 'listed, but Rspress 1.x does not define it' });
    expect(en).toContainEqual({ name: '--rp-home-bg', problem: 'gone in Rspress 2 and missing from the table' });
    expect(en.map((problem) => problem.name)).not.toContain('--rp-aside-width');
    expect(en.some((problem) => problem.problem.includes('Tailwind'))).toBe(false);
    expect(problems('zh').some((problem) => problem.problem.includes('Tailwind utility classes'))).toBe(true);
  });

  test('builds the convention fixtures with both versions and finds what changed', async () => {
    const cases = await readConventionCases();
    const differences = (name: string) => cases.find((item) => item.name === name)?.differences ?? [];
    expect(differences('underscore')).toEqual(
      expect.arrayContaining(['route of guide/_partial.md: 1.x "/guide/_partial", 2.x null', 'route of _drafts/draft.md: 1.x "/_drafts/draft", 2.x null']),
    );
    expect(differences('underscore').some((difference) => difference.startsWith('route of guide/intro.md'))).toBe(false);
    expect(differences('missing-meta-entry')).toContain('the build fails in 2.x and passes in 1.x');
    expect(cases.find((item) => item.name === 'missing-meta-entry')?.newErrors).toEqual(['[auto-nav-sidebar] Missing page file']);
    expect(conventionProblems(cases, guide('en'))).toEqual([]);
    expect(conventionProblems(cases, guide('zh'))).toEqual([
      'case missing-meta-entry: `[auto-nav-sidebar] Missing page file` not named',
      'case underscore: `route.excludeConvention` not named',
    ]);
  });

  test('fails a convention case that no longer shows a difference', () => {
    const same: ConventionCase = { name: 'same', guide: ['route.excludeConvention'], differences: [], newErrors: [] };
    expect(conventionProblems([same], guide('en'))).toEqual(['case same: 1.x and 2.x behave the same; remove the case or fix it']);
    expect(quotableStart('error [auto-nav-sidebar] Missing page file: "<case>/docs/guide/missing"')).toBe('[auto-nav-sidebar] Missing page file');
  });

  test('fails a before sample that does not compile against Rspress 1.x, at its line', () => {
    const { blocks, failures } = rspress1SampleFailures(FIXTURES);
    expect(blocks).toBe(2);
    expect(failures).toHaveLength(1);
    expect(failures[0].file).toBe('tests/fixtures/migration/en/guide/migration/rspress-1-x.mdx');
    expect(failures[0].line).toBe(19);
    expect(failures[0].message).toContain("'llms' does not exist");
  });
});
