// The Nu Html Checker (vnu.jar, the W3C validator) over every HTML file the build writes, in one Java run.
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, test } from '@rstest/core';
import { withoutExceptions } from './a11y-exceptions';

const root = path.resolve(__dirname, '../..');
const BUILD = path.join(root, 'doc_build');
const VNU_JAR = path.join(root, 'node_modules/vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

describe('Nu Html Checker', () => {
  test('reports no error in any HTML file of the build', { timeout: 300_000 }, async () => {
    const files = readdirSync(BUILD, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.html'))
      .map((file) => path.join(BUILD, file));
    expect(files.length).toBeGreaterThan(100);
    // vnu exits 1 when it finds errors; the JSON report on stderr is what counts.
    const { stderr } = await promisify(execFile)('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files], {
      maxBuffer: 256 * 1024 * 1024,
    }).catch((error: { stderr?: string }) => ({ stderr: error.stderr ?? '' }));
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
    const findings = messages.map(
      (message) =>
        `${message.message} in ${path.relative(BUILD, new URL(message.url).pathname)}:${message.lastLine ?? '?'} ${(message.extract ?? '').replace(/\s+/g, ' ')}`,
    );
    expect(withoutExceptions('vnu', findings)).toEqual([]);
  });
});
