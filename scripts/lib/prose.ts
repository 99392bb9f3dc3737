/** The reader-visible prose of an MDX body: no code blocks, imports, JSX tags, URLs or Markdown syntax. */
export function proseOf(body: string): string {
  return body
    .replace(/^(`{3,}|~{3,})[\s\S]*?^\1\s*$/gm, ' ')
    .replace(/^(import|export)\s.*$/gm, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/`[^`]*`/g, (code) => code.slice(1, -1))
    .replace(/[#*_>|:[\]-]+/g, ' ');
}

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/g;

/** Words for English; CJK characters plus Latin words for Chinese, the usual measure of Chinese text. */
export function countWords(prose: string, locale: 'en' | 'zh'): number {
  if (locale === 'zh') {
    const cjk = prose.match(CJK)?.length ?? 0;
    const latin = prose.replace(CJK, ' ').match(/[A-Za-z0-9][\w.-]*/g)?.length ?? 0;
    return cjk + latin;
  }
  return prose.match(/[A-Za-z0-9][\w'.-]*/g)?.length ?? 0;
}
