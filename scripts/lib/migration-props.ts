// The props of the default theme's components that a 1.x site passes and @rspress/core 2 no longer accepts:
// for every component that both `rspress/theme` (1.x) and `@rspress/core/theme` (2.x) export, each prop that
// 2.x removed, gave a type that the 1.x type does not fit, or made required. Components that 2.x removed
// altogether are export items (migration-surface.ts), not prop items.
//
// A component is an exported value whose name starts with a capital letter and that can be called (a
// function component, `FC`, `forwardRef`); its props are its first parameter's type. Props that React's own
// types declare (the attributes of `ComponentProps<'div'>`) are one item per component, so the guide names
// that change once, by any of those attributes, instead of listing two hundred of them.
import path from 'node:path';
import ts from 'typescript';
import type { DtsSurface } from './dts-surface';

export interface PropItem {
  component: string;
  /** The props this item stands for: one prop, or every React-declared attribute the component dropped. */
  props: string[];
  change: 'removed' | 'changed type' | 'now required';
}

interface Prop {
  type: ts.Type;
  optional: boolean;
  fromReact: boolean;
}

const REACT_TYPES = `${path.sep}@types${path.sep}react${path.sep}`;

/** JSX accepts `key` on every component, whatever its props type says. */
const ALWAYS_ACCEPTED = new Set(['key']);

function propsOf(checker: ts.TypeChecker, component: ts.Type): Map<string, Prop> | undefined {
  const signature = component.getCallSignatures()[0];
  if (!signature) return undefined;
  const props = new Map<string, Prop>();
  const parameter = signature.parameters[0];
  if (!parameter) return props;
  const propsType = checker.getApparentType(checker.getTypeOfSymbol(parameter));
  for (const symbol of checker.getPropertiesOfType(propsType)) {
    if (ALWAYS_ACCEPTED.has(symbol.name)) continue;
    const declarations = symbol.declarations ?? [];
    props.set(symbol.name, {
      type: checker.getTypeOfSymbol(symbol),
      optional: (symbol.flags & ts.SymbolFlags.Optional) !== 0,
      fromReact: declarations.length > 0 && declarations.every((declaration) => declaration.getSourceFile().fileName.includes(REACT_TYPES)),
    });
  }
  return props;
}

function componentsOf(surface: DtsSurface, file: string): Map<string, Map<string, Prop>> {
  const components = new Map<string, Map<string, Prop>>();
  for (const [name, type] of surface.valueTypesOf(file)) {
    if (!/^[A-Z]/.test(name)) continue;
    const props = propsOf(surface.checker, type);
    if (props) components.set(name, props);
  }
  return components;
}

/** Every prop of a 1.x theme component that its 2.x namesake removed, narrowed or made required. */
export function propItems(surface: DtsSurface, v1Theme: string, v2Theme: string): PropItem[] {
  const after = componentsOf(surface, v2Theme);
  const items: PropItem[] = [];
  for (const [component, before] of componentsOf(surface, v1Theme)) {
    const props2 = after.get(component);
    if (!props2) continue;
    const droppedReactProps: string[] = [];
    for (const [prop, prop1] of before) {
      const prop2 = props2.get(prop);
      if (!prop2) {
        if (prop1.fromReact) droppedReactProps.push(prop);
        else items.push({ component, props: [prop], change: 'removed' });
      } else if (!prop2.optional && prop1.optional) {
        items.push({ component, props: [prop], change: 'now required' });
      } else if (!surface.checker.isTypeAssignableTo(prop1.type, prop2.type)) {
        items.push({ component, props: [prop], change: 'changed type' });
      }
    }
    if (droppedReactProps.length > 0) items.push({ component, props: droppedReactProps, change: 'removed' });
    for (const [prop, prop2] of props2) {
      if (!prop2.optional && !before.has(prop)) items.push({ component, props: [prop], change: 'now required' });
    }
  }
  return items;
}

/** How the report and the guide's table write an item: `Tabs` `values`, or `Tab` `className` and 200 more. */
export function describePropItem(item: PropItem): string {
  const more = item.props.length > 1 ? ` (and ${item.props.length - 1} more attributes of React's HTML types)` : '';
  return `\`${item.component}\` \`${item.props[0]}\`${more}, ${item.change}`;
}
