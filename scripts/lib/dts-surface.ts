// Reads the public surface of installed declaration files with the TypeScript compiler: the keys of a
// config type (following unions, intersections, arrays and nested keys) and the value exports of an entry.
import path from 'node:path';
import ts from 'typescript';

export interface ExportedValue {
  name: string;
  /** Set for an `export * from 'x'`, which counts as one item named after `x`: the specifier `x`. */
  starFrom?: string;
}

export interface DtsSurface {
  /** Keys of the exported type `typeName`, or of the object at `keyPath` inside it, e.g. `['markdown', 'link']`. */
  keysOf(file: string, typeName: string, keyPath?: string[]): string[];
  /** Value exports of an entry file, each `export *` as one item. */
  valueExportsOf(file: string): ExportedValue[];
  /** The type of each key that `keysOf` lists, for comparing two versions of a type in one program. */
  keyTypesOf(file: string, typeName: string, keyPath?: string[]): Map<string, ts.Type>;
  /** Every value export of an entry file by name, `export *` followed into the other module. */
  allValueExportsOf(file: string): string[];
  /** The type of every value export of an entry file, by name, `export *` followed. */
  valueTypesOf(file: string): Map<string, ts.Type>;
  checker: ts.TypeChecker;
}

/** `extraOptions` adds compiler options, e.g. `paths` that make two versions' declarations share one React. */
export function readDtsSurface(files: string[], extraOptions: ts.CompilerOptions = {}): DtsSurface {
  const program = ts.createProgram(files, {
    ...extraOptions,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
  });
  const checker = program.getTypeChecker();

  function sourceOf(file: string) {
    const source = program.getSourceFile(file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!source || !moduleSymbol) throw new Error(`cannot read the module ${file}`);
    return { source, moduleSymbol };
  }

  function resolve(symbol: ts.Symbol): ts.Symbol {
    if (!(symbol.flags & ts.SymbolFlags.Alias)) return symbol;
    const target = checker.getAliasedSymbol(symbol);
    // An unresolved re-export would look like a value and skew the count: its package's types are missing.
    if (!target.declarations?.length) throw new Error(`cannot resolve the export ${symbol.name}`);
    return target;
  }

  /** The object shapes a type can take: `boolean | { … }` gives the object, `T[]` gives `T`'s objects, functions none. */
  function objectShapes(type: ts.Type): ts.Type[] {
    const present = checker.getNonNullableType(type);
    if (present.isUnion()) return present.types.flatMap(objectShapes);
    if (checker.isArrayType(present)) return objectShapes(checker.getTypeArguments(present as ts.TypeReference)[0]);
    const isObject = present.flags & ts.TypeFlags.Object || present.isIntersection();
    return isObject && present.getCallSignatures().length === 0 ? [present] : [];
  }

  function shapesAt(file: string, typeName: string, keyPath: string[]): ts.Type[] {
    const { moduleSymbol } = sourceOf(file);
    const exported = checker.getExportsOfModule(moduleSymbol).find((symbol) => symbol.name === typeName);
    if (!exported) throw new Error(`${file} does not export ${typeName}`);
    let shapes = objectShapes(checker.getDeclaredTypeOfSymbol(resolve(exported)));
    for (const key of keyPath) {
      const property = shapes.map((shape) => shape.getProperty(key)).find((symbol) => symbol !== undefined);
      if (!property) throw new Error(`${typeName} has no key ${[...keyPath].join('.')}`);
      shapes = objectShapes(checker.getTypeOfSymbol(property));
    }
    return shapes;
  }

  function keysOf(file: string, typeName: string, keyPath: string[] = []): string[] {
    const shapes = shapesAt(file, typeName, keyPath);
    // Index signatures (`[key: string]: unknown` in FrontMatterMeta) are not properties, so they drop out here.
    return [...new Set(shapes.flatMap((shape) => checker.getPropertiesOfType(shape).map((symbol) => symbol.name)))];
  }

  function valueExportsOf(file: string): ExportedValue[] {
    const { source, moduleSymbol } = sourceOf(file);
    // Names that come through `export *` are declared in the other module; they are counted once, as that module.
    const own = checker
      .getExportsOfModule(moduleSymbol)
      .filter((symbol) => symbol.declarations?.some((declaration) => declaration.getSourceFile() === source));
    // Types are documented with the value that uses them (BadgeProps with Badge), so only values are items.
    const values = own.filter((symbol) => resolve(symbol).flags & ts.SymbolFlags.Value).map((symbol) => ({ name: symbol.name }));
    const stars = source.statements
      .filter((statement): statement is ts.ExportDeclaration => ts.isExportDeclaration(statement) && !statement.exportClause)
      .flatMap((statement) => (statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) ? [statement.moduleSpecifier.text] : []))
      .map((starFrom) => ({
        name: starFrom.startsWith('.') ? path.basename(starFrom).replace(/\.[cm]?js$/, '') : starFrom,
        starFrom,
      }));
    return [...values, ...stars];
  }

  function keyTypesOf(file: string, typeName: string, keyPath: string[] = []): Map<string, ts.Type> {
    const types = new Map<string, ts.Type>();
    for (const shape of shapesAt(file, typeName, keyPath)) {
      for (const symbol of checker.getPropertiesOfType(shape)) {
        if (!types.has(symbol.name)) types.set(symbol.name, checker.getTypeOfSymbol(symbol));
      }
    }
    return types;
  }

  function allValueExportsOf(file: string): string[] {
    const { moduleSymbol } = sourceOf(file);
    return checker
      .getExportsOfModule(moduleSymbol)
      .filter((symbol) => resolve(symbol).flags & ts.SymbolFlags.Value)
      .map((symbol) => symbol.name);
  }

  function valueTypesOf(file: string): Map<string, ts.Type> {
    const { moduleSymbol } = sourceOf(file);
    const types = new Map<string, ts.Type>();
    for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
      const target = resolve(symbol);
      if (target.flags & ts.SymbolFlags.Value) types.set(symbol.name, checker.getTypeOfSymbol(target));
    }
    return types;
  }

  return { keysOf, valueExportsOf, keyTypesOf, allValueExportsOf, valueTypesOf, checker };
}
