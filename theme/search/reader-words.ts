/**
 * Chinese words that readers type but the pages never write, as the words the pages use: 死链 finds 失效链接, 暗黑模式
 * finds 深色模式. scripts/checks/check-docs/terminology.md bans these renderings in the prose, so without this a reader who
 * types one finds nothing. tests/unit/search-reader-words.test.ts checks every banned word of that table against this
 * list, so that a row added there is decided here too.
 */
// A third item is the pattern, where the plain word would also match inside a word the pages use.
const READER_WORDS: [written: string, pageWord: string, pattern?: string][] = [
  ['黑暗模式', '深色模式'],
  ['夜间模式', '深色模式'],
  ['暗黑', '深色'],
  ['暗色', '深色'],
  ['夜间', '深色'],
  ['日间模式', '浅色模式'],
  ['亮色', '浅色', '(?<!高)亮色'],
  ['主题模式', '外观'],
  ['颜色模式', '外观'],
  ['宽容', '宽松'],
  ['国际化文案', '文案'],
  ['国际化文本', '文案'],
  ['主题文本', '文案'],
  ['翻译文本', '文案'],
  ['界面文本', '文案'],
  ['主题文案', '文案'],
  ['主视觉', 'Hero 区域'],
  ['英雄区', 'Hero 区域'],
  ['总览', '概览'],
  ['配置选项', '配置项'],
  ['命令行标志', '选项'],
  ['标志位', '选项'],
  ['构建输出', '构建产物'],
  ['输出产物', '构建产物'],
  ['输出文件夹', '输出目录'],
  ['产物文件夹', '输出目录'],
  ['死链', '失效链接'],
  ['前置元数据', 'frontmatter'],
  ['头部元数据', 'frontmatter'],
  ['元信息', 'frontmatter'],
  ['密钥', 'API Key'],
  ['兜底', '回退'],
  ['区域设置', '语言'],
  ['语言环境', '语言'],
  ['提示框', '容器'],
  ['提示块', '容器'],
  ['代码区块', '代码块'],
  ['缺省主题', '默认主题'],
  ['内置主题', '默认主题'],
  ['顶部导航', '导航栏', '顶部导航(?!栏)'],
  ['导航条', '导航栏'],
  ['侧栏', '侧边栏', '(?<!右)侧栏'],
  ['页面目录', '大纲'],
  ['文章目录', '大纲'],
  ['主页', '首页'],
  ['首页标题', 'Hero 区域的标题'],
  ['浏览器端路由', '客户端路由'],
  ['弃用', '废弃', '(?<!废)弃用'],
  ['开发服务', '开发服务器', '开发服务(?!器)'],
  ['徽标', '徽章'],
  ['部件', '组件'],
  ['超链接', '链接'],
  ['内部链接', '站内链接'],
  ['图片放大', '图片缩放'],
  ['编程智能体', '编码智能体'],
  ['编程 Agent', '编码智能体'],
  ['编码 Agent', '编码智能体'],
  ['布署', '部署'],
  ['悬浮', '悬停'],
  ['二级目录', '子路径'],
  ['样式丢失', '没有样式'],
  ['主题色', '品牌色'],
];

const PAGE_WORD = new Map(READER_WORDS.map(([written, pageWord]) => [written, pageWord]));
// Longer words first, so that 夜间模式 is read whole before 夜间.
const READER_WORD = new RegExp(
  [...READER_WORDS]
    .sort(([a], [b]) => b.length - a.length)
    .map(([written, , pattern]) => pattern ?? written)
    .join('|'),
  'g',
);

/** `text` with every reader's word replaced by the pages' word. */
export const pageWording = (text: string) => text.replace(READER_WORD, (word) => PAGE_WORD.get(word) ?? word);
