// Builds the Content-Security-Policy from a finished build (sha256 of every inline script) and writes the
// host files that carry it and the server redirects, rendered by deploy/headers.ts and deploy/redirects.ts.
// Run: npx tsx scripts/generators/generate-csp.ts [--build doc_build] [--nginx FILE] [--recipes]
//   --nginx FILE  writes the snippet that deploy/nginx.conf includes as headers.conf
//   --recipes     rewrites docs/public/_headers, docs/public/_redirects, vercel.json and deploy/redirects.conf
//                 (commit them; tests/unit/deploy-recipes.test.ts fails when they no longer match)
// Prints the CSP, the inline-script hashes and each file it wrote.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { contentSecurityPolicy, headersFile, nginxHeadersConf, scanBuild, vercelConfig } from '../../deploy/headers';
import { nginxRedirectsConf, redirectsFile } from '../../deploy/redirects';

const ROOT = path.resolve(import.meta.dirname, '../..');

const { values } = parseArgs({
  options: {
    build: { type: 'string', default: path.join(ROOT, 'doc_build') },
    nginx: { type: 'string' },
    recipes: { type: 'boolean', default: false },
  },
});

const facts = scanBuild(path.resolve(values.build));
console.log(`Content-Security-Policy: ${contentSecurityPolicy(facts)}`);
console.log(`inline scripts: ${facts.scriptHashes.length} distinct; Algolia build: ${facts.algolia ? 'yes' : 'no'}`);

const outputs: [string, string][] = [];
if (values.nginx) outputs.push([path.resolve(values.nginx), nginxHeadersConf(facts)]);
if (values.recipes) {
  outputs.push([path.join(ROOT, 'docs/public/_headers'), headersFile(facts)]);
  outputs.push([path.join(ROOT, 'docs/public/_redirects'), redirectsFile()]);
  outputs.push([path.join(ROOT, 'vercel.json'), `${JSON.stringify(vercelConfig(facts), null, 2)}\n`]);
  outputs.push([path.join(ROOT, 'deploy/redirects.conf'), nginxRedirectsConf()]);
}
for (const [file, content] of outputs) {
  writeFileSync(file, content);
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
