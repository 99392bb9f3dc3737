import type { CodeBlock } from '../../../config/markdown-scan';

/** Chinese characters and full-width punctuation: a string, text or comment holding one is a translation (the 。 that ends translated JSX text included). */
const CHINESE = /[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/;

const HASH_COMMENT_LANGS = new Set([
  'bash', 'sh', 'shell', 'zsh', 'console', 'yaml', 'yml', 'toml', 'nginx', 'ini', 'txt', 'text', 'plaintext',
  'py', 'python', 'dockerfile', 'env', 'dotenv', 'properties', 'gitignore', 'conf', 'apache',
]);
const MARKDOWN_LANGS = new Set(['md', 'mdx', 'markdown']);
const YAML_LANGS = new Set(['yaml', 'yml']);
const JSX_LANGS = new Set(['jsx', 'tsx']);
/** Output, file trees and the like: only comments may be translated. */
const VERBATIM_LANGS = new Set(['txt', 'text', 'plaintext', 'console', 'diff']);

/**
 * Code with the text of its comments removed: `//`, `/* *\/`, `<!-- -->` and MDX `{/* *\/}` in every language, and
 * `#` to the end of the line in shell, YAML, TOML, `txt` and the like (a `#` must start the line or follow a space).
 */
export function withoutCommentText(code: string, lang: string): string {
  let result = code
    .replace(/\/\*[\s\S]*?\*\//g, '/**/')
    .replace(/<!--[\s\S]*?-->/g, '<!---->')
    .replace(/(^|\s)\/\/.*$/gm, '$1//');
  if (HASH_COMMENT_LANGS.has(lang)) result = result.replace(/(^|\s)#(?!!).*$/gm, '$1#');
  return result;
}

const STRING = /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g;

/** A line split into its code and its translatable pieces (string literals, JSX/HTML text, YAML values). */
function piecesOf(line: string, lang: string): { code: string; texts: string[] } {
  const texts: string[] = [];
  const take = (text: string) => {
    texts.push(text);
    return '\u0000';
  };
  let code = line.replace(STRING, take).replace(/>([^<>{}\u0000]*[^\s<>{}\u0000][^<>{}\u0000]*)</g, (_, text: string) => `>${take(text)}<`);
  if (YAML_LANGS.has(lang)) code = code.replace(/^(\s*(?:-\s+)?(?:[\w$.-]+:\s+)?)([^\s\u0000[{|>&*!#][^\u0000]*)$/, (_, key: string, value: string) => key + take(value));
  // A line of JSX or HTML text between tags on lines of their own.
  if (!/[<>{}()=;:,\u0000]/.test(code) && code.trim() !== '') code = code.replace(/\S.*\S|\S/, take);
  // A line of JSX text with expressions in it (`Clicked {count} times`): the runs outside the braces are text.
  else if (JSX_LANGS.has(lang) && /^\s*[^\s{<]/.test(code) && !/[<>=;:,()]/.test(code.replace(/\{[^{}]*\}/g, ''))) {
    code = code.replace(/(^\s*|\})([^{}]*[^\s{}])(?=\s*(?:\{|$))/g, (_, before: string, text: string) => before + take(text));
  }
  return { code, texts };
}

/**
 * The structure of a Markdown line: its block marker (heading, list, quote, container with its type, table
 * pipes, a YAML key) and its code (inline code, link targets, JSX/HTML tags, heading ids), without its prose.
 */
function markdownSkeleton(line: string): string {
  const code: string[] = [];
  const keep = (text: string) => {
    code.push(text);
    return ' ';
  };
  const prose = line
    .replace(/(?<!`)(`+)(?!`).*?[^`]\1(?!`)/g, keep)
    .replace(/\{\/\*.*?\*\/\}/g, keep)
    .replace(/<\/?[A-Za-z][^>]*>/g, (tag) => keep(tag.replace(/=("[^"]*"|'[^']*')/g, '=""')))
    .replace(/\]\(([^)]*)\)/g, (_, target: string) => keep(`](${target})`))
    .replace(/\{#[^}]*\}\s*$/, keep);
  const marker = /^\s*(?:#{1,6}\s|[-*+]\s|\d+\.\s|>\s?|:{3,}\s*[\w-]*|[\w$-]+:\s)?/.exec(prose)?.[0] ?? '';
  const pipes = (prose.match(/\|/g) ?? []).length;
  return `${marker.trim()}|${pipes}|${code.sort().join('\u0000')}`;
}

/** Whether a Chinese line says what the English line says in the same code: only comments, strings and prose may differ. */
function sameLine(en: string, zh: string, lang: string): boolean {
  if (en === zh) return true;
  if (!CHINESE.test(zh) || VERBATIM_LANGS.has(lang)) return false;
  if (MARKDOWN_LANGS.has(lang)) return markdownSkeleton(en) === markdownSkeleton(zh);
  const a = piecesOf(en, lang);
  const b = piecesOf(zh, lang);
  return a.code === b.code && a.texts.length === b.texts.length && a.texts.every((text, i) => text === b.texts[i] || CHINESE.test(b.texts[i]));
}

/**
 * The first line at which the Chinese copy of a code block differs from the English one in more than its comments,
 * string literals, JSX/HTML text, YAML values or (in Markdown samples) prose; a translated piece must contain Chinese.
 * Undefined when the blocks match.
 */
export function codeDifference(en: CodeBlock, zh: CodeBlock): { line: number; en: string; zh: string } | undefined {
  if (en.lang !== zh.lang || en.meta !== zh.meta) return { line: 0, en: `${en.lang} ${en.meta}`, zh: `${zh.lang} ${zh.meta}` };
  const a = withoutCommentText(en.code, en.lang).split('\n');
  const b = withoutCommentText(zh.code, zh.lang).split('\n');
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (a[i] === undefined || b[i] === undefined || !sameLine(a[i], b[i], en.lang)) return { line: i, en: a[i] ?? '(no line)', zh: b[i] ?? '(no line)' };
  }
  return undefined;
}
