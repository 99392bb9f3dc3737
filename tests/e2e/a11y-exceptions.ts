/**
 * Findings the accessibility engines report that the site keeps on purpose, because fixing them would make the
 * page worse by WCAG or break another engine's rule. Every entry names the engine, its rule id, the elements it
 * applies to, why, and the WCAG reference. Keep this list short: each entry is a finding a reader could still hit.
 */
export interface A11yException {
  engine: 'axe' | 'htmlcs' | 'ibm' | 'vnu';
  /** The engine's rule id (for vnu: a fragment of its message). */
  rule: string;
  /** A fragment of the finding's text (selector, snippet or message) that limits the exception to some elements. */
  where?: string;
  reason: string;
  wcag: string;
}

export const A11Y_EXCEPTIONS: A11yException[] = [
  {
    engine: 'ibm',
    rule: 'element_tabbable_role_valid',
    where: 'class="shiki',
    reason:
      'Shiki makes every code block focusable (tabindex="0") so that a keyboard can scroll it (axe scrollable-region-focusable). ' +
      'Whether a block overflows depends on the viewport, font and zoom, which the build cannot know (at 320 px nearly all do); ' +
      'IBM passes the blocks that scroll at the test viewport and flags the rest for having no widget role, which no role fixes.',
    wcag: '2.1.1 Keyboard (kept) over IBM 4.1.2 (no widget role)',
  },
  {
    engine: 'ibm',
    rule: 'element_tabbable_role_valid',
    where: 'class="rp-table-scroll-container',
    reason:
      'The same for the scroll box around each table (theme/a11y/mdx-components.tsx): focusable in the HTML the build writes, ' +
      'so that a reader without JavaScript can scroll a wide table; once the page runs, only a box that overflows stays focusable.',
    wcag: '2.1.1 Keyboard (kept) over IBM 4.1.2 (no widget role)',
  },
  {
    engine: 'htmlcs',
    rule: 'H42.2',
    where: '<h2 style="display:none"></h2>',
    reason:
      'PageTabs renders an empty h2 hidden with display:none to make the outline read its headings again; ' +
      'display:none takes it out of the accessibility tree, so no reader meets it, but HTML_CodeSniffer ignores CSS.',
    wcag: '1.3.1 Info and Relationships (no finding for assistive technology)',
  },
  {
    engine: 'vnu',
    rule: 'not allowed as child of element “twoslash-popup-container”',
    where: 'official-plugins/twoslash.html',
    reason:
      'Known open defect, third party (28 errors, the Twoslash page in both locales): @rspress/plugin-twoslash hard-codes a <div> ' +
      'inside its <twoslash-popup-container> custom element, which sits in <code> (phrasing content). Browsers render it as meant.',
    wcag: '4.1.1 Parsing (obsolete in WCAG 2.2); no effect on the accessibility tree',
  },
  {
    engine: 'vnu',
    rule: 'Element “div” not allowed as child of element “code”',
    where: 'twoslash-meta-line',
    reason:
      'Known open defect, third party (2 errors, the Twoslash page in both locales): @shikijs/twoslash renders a compiler error ' +
      'line as a <div class="twoslash-meta-line"> inside <code>.',
    wcag: '4.1.1 Parsing (obsolete in WCAG 2.2); no effect on the accessibility tree',
  },
];

/** Drops the findings an exception covers; each finding is one line that starts with its rule id. */
export function withoutExceptions(engine: A11yException['engine'], findings: string[]): string[] {
  return findings.filter(
    (finding) =>
      !A11Y_EXCEPTIONS.some(
        (exception) =>
          exception.engine === engine && finding.includes(exception.rule) && (!exception.where || finding.includes(exception.where)),
      ),
  );
}
