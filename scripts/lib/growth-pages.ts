// Synthetic but realistic doc pages for the growth check: varied prose, 5 to 10 headings (h2 and h3), a code block on
// some pages, links to the next page, title and description frontmatter, and the same page set in English and
// Chinese (the config's languageParity check requires it), grouped in sections of 25 and wired into the sidebar
// through `_meta.json`. Deterministic: the same count always gives the same pages.
// Not run on its own: imported by scripts/lib/growth.ts and its test.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from './pages';

const SECTION_SIZE = 25;
export const GROWTH_DIR = 'guide/growth';

const EN_WORDS = (
  'build route page theme sidebar locale plugin config bundle chunk cache search index heading anchor link preview ' +
  'component layout markdown frontmatter server deploy asset image style token option value default reader writer ' +
  'navigation version release output folder module hook render hydrate static dynamic client browser request ' +
  'response header footer banner badge callout tab step table list code block snippet example pattern guide'
).split(' ');
const EN_VERBS = 'loads renders resolves keeps splits reads writes checks moves shows hides caches builds links'.split(' ');
const EN_HEADINGS = [
  'Set up the', 'Configure the', 'Understand the', 'Customize the', 'Debug the', 'Test the', 'Deploy the',
  'Migrate the', 'Extend the', 'Secure the', 'Measure the', 'Document the',
];
const ZH_PHRASES = (
  '构建产物 路由 页面 主题 侧边栏 插件 配置项 打包 缓存 搜索索引 标题 锚点 链接 组件 布局 文案 服务端 部署 静态资源 ' +
  '样式 默认值 读者 导航 版本 输出目录 模块 钩子 渲染 浏览器 请求 代码块 示例 指南 加载 解析 拆分 检查 显示 生成'
).split(' ');
const ZH_HEADINGS = ['设置', '配置', '理解', '自定义', '调试', '测试', '部署', '迁移', '扩展', '保护', '测量', '记录'];

/** mulberry32: a small seeded generator, so that a given page count always gives the same site. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface PagePlan {
  section: string;
  name: string;
  titleWords: string[];
  headings: { depth: 2 | 3; words: string[]; verb: number; id: string }[];
  paragraphs: number[];
  hasCode: boolean;
  next?: string;
}

function planPages(count: number): PagePlan[] {
  const rand = random(count);
  const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)];
  const plans: PagePlan[] = [];
  for (let index = 0; index < count; index++) {
    const section = `section-${String(Math.floor(index / SECTION_SIZE) + 1).padStart(2, '0')}`;
    const headingCount = 5 + Math.floor(rand() * 6);
    const headings = Array.from({ length: headingCount }, (_, position) => {
      const words = [pick(EN_WORDS), pick(EN_WORDS)];
      const verb = Math.floor(rand() * EN_HEADINGS.length);
      const text = `${EN_HEADINGS[verb]} ${words.join(' ')} ${position + 1}`;
      return { depth: (position > 0 && rand() < 0.4 ? 3 : 2) as 2 | 3, words, verb, id: text.toLowerCase().replaceAll(' ', '-') };
    });
    plans.push({
      section,
      name: `topic-${String(index + 1).padStart(4, '0')}`,
      titleWords: [pick(EN_WORDS), pick(EN_WORDS), pick(EN_WORDS)],
      headings,
      paragraphs: headings.map(() => 1 + Math.floor(rand() * 3)),
      hasCode: rand() < 0.3,
    });
  }
  plans.forEach((plan, index) => {
    const next = plans[index + 1];
    if (next) plan.next = `/${GROWTH_DIR}/${next.section}/${next.name}`;
  });
  return plans;
}

function sentence(rand: () => number, locale: string): string {
  const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)];
  const length = 8 + Math.floor(rand() * 12);
  if (locale === 'zh') return `${Array.from({ length }, () => pick(ZH_PHRASES)).join('')}。`;
  const words = Array.from({ length }, (_, position) => (position === 2 ? pick(EN_VERBS) : pick(EN_WORDS)));
  if (rand() < 0.3) words[5] = `\`${words[5]}\``;
  const text = words.join(' ');
  return `${text[0].toUpperCase()}${text.slice(1)}.`;
}

function renderPage(plan: PagePlan, locale: string, seed: number): string {
  const rand = random(seed);
  const zh = locale === 'zh';
  const title = zh
    ? `${plan.titleWords.map((_, i) => ZH_PHRASES[(seed + i * 7) % ZH_PHRASES.length]).join('与')}`
    : plan.titleWords.map((word) => word[0].toUpperCase() + word.slice(1)).join(' ');
  const lines = [
    '---',
    `title: ${title} ${plan.name}`,
    `description: ${sentence(rand, locale)}`,
    '---',
    '',
    `# ${title} ${plan.name}`,
    '',
    `${sentence(rand, locale)} ${sentence(rand, locale)}`,
    '',
  ];
  plan.headings.forEach((heading, position) => {
    const text = zh
      ? `${ZH_HEADINGS[heading.verb]}${heading.words.map((_, i) => ZH_PHRASES[(position * 3 + i + seed) % ZH_PHRASES.length]).join('')} ${position + 1} {#${heading.id}}`
      : `${EN_HEADINGS[heading.verb]} ${heading.words.join(' ')} ${position + 1}`;
    lines.push(`${'#'.repeat(heading.depth)} ${text}`, '');
    for (let paragraph = 0; paragraph < plan.paragraphs[position]; paragraph++) {
      lines.push(Array.from({ length: 2 + Math.floor(rand() * 3) }, () => sentence(rand, locale)).join(' '), '');
    }
    if (plan.hasCode && position === 1) {
      lines.push('```ts', `export const ${heading.words[0]}Options = { ${heading.words[1]}: ${position}, enabled: true };`, '```', '');
    }
  });
  if (plan.next) lines.push(zh ? `下一篇：[继续阅读](${plan.next})。` : `Next: [read on](${plan.next}).`, '');
  return lines.join('\n');
}

function appendToMeta(file: string, entry: unknown): void {
  const meta: unknown[] = JSON.parse(readFileSync(file, 'utf8'));
  writeFileSync(file, `${JSON.stringify([...meta, entry], null, 2)}\n`);
}

/**
 * Adds `count` pages to the site in total, as the site counts them: half in each locale, at the same paths (a
 * page and its translation are two pages, two HTML files and two entries of the page index).
 */
export function writeGrowthPages(docsRoot: string, count: number): void {
  if (count % LOCALES.length !== 0 || count <= 0) throw new Error(`growth pages: the page count must be a positive even number, not ${count}`);
  const plans = planPages(count / LOCALES.length);
  const sections = [...new Set(plans.map((plan) => plan.section))];
  for (const locale of LOCALES) {
    const base = path.join(docsRoot, locale, GROWTH_DIR);
    appendToMeta(path.join(docsRoot, locale, 'guide/_meta.json'), {
      type: 'dir-section-header',
      name: 'growth',
      label: locale === 'zh' ? '增长测试' : 'Growth',
    });
    mkdirSync(base, { recursive: true });
    writeFileSync(
      path.join(base, '_meta.json'),
      JSON.stringify(sections.map((section) => ({ type: 'dir', name: section, label: section }))),
    );
    for (const section of sections) {
      const inSection = plans.filter((plan) => plan.section === section);
      mkdirSync(path.join(base, section), { recursive: true });
      writeFileSync(path.join(base, section, '_meta.json'), JSON.stringify(inSection.map((plan) => plan.name)));
      inSection.forEach((plan) => {
        writeFileSync(path.join(base, section, `${plan.name}.mdx`), renderPage(plan, locale, plans.indexOf(plan) + 1));
      });
    }
  }
}
