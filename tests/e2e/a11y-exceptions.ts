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

export const A11Y_EXCEPTIONS: A11yException[] = [];

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
