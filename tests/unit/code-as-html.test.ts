// config/code-as-html.ts: a highlighted block's children become one HTML string that writes the same HTML, and
// blocks that need React (Twoslash, JSX inside a <pre>) keep their children.
import type { Element, Root } from 'hast';
import { describe, expect, test } from '@rstest/core';
import { codeToHast, createCssVariablesTheme, hastToHtml } from 'shiki';
import { rehypeCodeAsHtml } from '../../config/code-as-html';

const theme = createCssVariablesTheme({ name: 'css-variables', variablePrefix: '--shiki-', variableDefaults: {}, fontStyle: true });
const SOURCE = "import { defineConfig } from '@rspress/core';\n\nexport default defineConfig({ title: 'A & <B>' });\n";

async function highlighted(): Promise<Root> {
  return (await codeToHast(SOURCE, { lang: 'ts', theme, tokenizeTimeLimit: 0 })) as Root;
}

const preOf = (tree: Root) => tree.children.find((node): node is Element => node.type === 'element' && node.tagName === 'pre') as Element;

describe('code as HTML', () => {
  test('a highlighted block gets its children as one string, and writes the same HTML', async () => {
    const tree = await highlighted();
    const before = hastToHtml(tree);
    rehypeCodeAsHtml()(tree);
    const pre = preOf(tree);
    expect(pre.children).toEqual([]);
    const codeHtml = String(pre.properties.codeHtml);
    expect(codeHtml.startsWith('<code><span class="line">')).toBe(true);
    // What the server writes: the <pre> with its other properties, and the string as its content.
    const { codeHtml: _, ...properties } = pre.properties;
    expect(hastToHtml({ ...pre, properties }).replace('</pre>', `${codeHtml}</pre>`)).toBe(before);
  });

  test('a block inside a component (tabs, steps) is converted too', async () => {
    const block = preOf(await highlighted());
    const tree = { type: 'root', children: [{ type: 'mdxJsxFlowElement', name: 'Tab', attributes: [], children: [block] }] } as unknown as Root;
    rehypeCodeAsHtml()(tree);
    expect(block.children).toEqual([]);
    expect(block.properties.codeHtml).toBeDefined();
  });

  test('Twoslash blocks, hand-written <pre> and blocks holding JSX or custom elements keep their children', async () => {
    const twoslash = preOf(await highlighted());
    twoslash.properties.class = `${twoslash.properties.class} twoslash`;
    const withJsx = preOf(await highlighted());
    (withJsx.children[0] as Element).children.push({ type: 'mdxJsxTextElement', name: 'Badge', attributes: [], children: [] } as never);
    const withCustomElement = preOf(await highlighted());
    (withCustomElement.children[0] as Element).children.push({ type: 'element', tagName: 'twoslash-popup-trigger', properties: {}, children: [] });
    const handWritten: Element = { type: 'element', tagName: 'pre', properties: {}, children: [{ type: 'text', value: 'plain' }] };
    const blocks = [twoslash, withJsx, withCustomElement, handWritten];
    const copies = structuredClone(blocks);
    rehypeCodeAsHtml()({ type: 'root', children: blocks });
    expect(blocks).toEqual(copies);
  });
});
