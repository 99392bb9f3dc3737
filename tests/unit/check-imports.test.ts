// The import-direction check (scripts/checks/check-imports.ts) on two small trees: one whose product and scripts import
// the wrong way in each form an import can take, and one where every import goes the allowed way.
import path from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { findWrongImports } from '../../scripts/checks/check-imports';

const FIXTURES = path.resolve(__dirname, '../fixtures/check-imports');

describe('check:imports', () => {
  it('names every import from the product into scripts/ or tests/, and from scripts/ into tests/', () => {
    const wrong = findWrongImports(path.join(FIXTURES, 'wrong')).map(({ file, line, target }) => `${file}:${line} -> ${target}`);
    expect(wrong.sort()).toEqual([
      'components/demo.ts:1 -> tests/search/queries',
      'config/warmup.ts:1 -> tests/e2e/harness',
      'rspress.config.ts:1 -> scripts/lib/helper',
      'scripts/bench.ts:1 -> tests/e2e/harness',
      'theme/panel.ts:2 -> scripts/lib/helper',
    ]);
  });

  it('passes a tree whose scripts and tests import the product, and whose tests import scripts/lib/', () => {
    expect(findWrongImports(path.join(FIXTURES, 'right'))).toEqual([]);
  });

  it('passes this repository', () => {
    expect(findWrongImports()).toEqual([]);
  });
});
