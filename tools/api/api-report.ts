/**
 * Front-door reports. Every entry point of every lib is listed once, in the `exports` of its
 * libs/<lib>/package.json; everything else is generated from that list:
 * - one report per entry point under api/ (its exported names and their signatures),
 * - the path aliases in tsconfig.base.json (jest.config.cjs reads the same exports itself),
 * - the front-door table in docs/architecture.md.
 * `npm run api:update` rewrites them all; `--check` (the typecheck stage of `npm test`) fails,
 * naming the files, when a door changed without its report.
 *
 * A report says the whole signature: type parameters are kept (`interface ServiceKey<T>`), and a
 * type is named the way a user of the door names it: by its exported name, or through the other
 * door that exports it (`import("@exchange/shell").ServiceKey`), never through a file inside a lib.
 * A public signature that names a type no door exports is a failure (`doorViolations`): a user
 * could not write that type down.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const workspaceRoot = path.resolve(__dirname, '../..');

/** One entry point: `@exchange/platform/masker` -> libs/platform/src/monitoring/masker.ts. */
export interface EntryPoint {
  lib: string;
  /** The import name other projects use. */
  specifier: string;
  /** The entry file, relative to the workspace root. */
  file: string;
  /** The report's path, relative to the workspace root. */
  report: string;
}

/** Every entry point of every lib under `root`, from the libs' package.json `exports`. */
export function entryPoints(root = workspaceRoot): EntryPoint[] {
  const libsDir = path.join(root, 'libs');
  return fs
    .readdirSync(libsDir)
    .filter((lib) => fs.existsSync(path.join(libsDir, lib, 'package.json')))
    .sort()
    .flatMap((lib) => {
      const pkg = JSON.parse(fs.readFileSync(path.join(libsDir, lib, 'package.json'), 'utf8')) as { name: string; exports?: Record<string, string> };
      return Object.entries(pkg.exports ?? { '.': './src/index.ts' }).map(([subpath, target]) => {
        const sub = subpath.replace(/^\.\/?/, '');
        return {
          lib,
          specifier: sub ? `${pkg.name}/${sub}` : pkg.name,
          file: path.posix.join('libs', lib, target.replace(/^\.\//, '')),
          report: `api/${lib}${sub ? `-${sub.replace(/\//g, '-')}` : ''}.api.md`,
        };
      });
    });
}

const FORMAT = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType | ts.TypeFormatFlags.WriteArrowStyleSignature;

/** `<T, U extends X = Y>` as written in the declaration, or nothing. */
function typeParameters(declaration: { typeParameters?: ts.NodeArray<ts.TypeParameterDeclaration> } | undefined): string {
  const parameters = declaration?.typeParameters;
  return parameters && parameters.length > 0 ? `<${parameters.map((p) => p.getText().replace(/\s+/g, ' ')).join(', ')}>` : '';
}

/** One exported name as its report line(s): kind, name and signature. */
function describe(checker: ts.TypeChecker, exported: ts.Symbol, at: ts.Node): string[] {
  const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const name = exported.getName();
  const lines: string[] = [];
  const flags = symbol.flags;
  if (flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias)) {
    const type = checker.getDeclaredTypeOfSymbol(symbol);
    if (flags & ts.SymbolFlags.TypeAlias) {
      const declaration = symbol.declarations?.find(ts.isTypeAliasDeclaration);
      lines.push(`type ${name}${typeParameters(declaration)} = ${declaration ? checker.typeToString(checker.getTypeFromTypeNode(declaration.type), at, FORMAT | ts.TypeFormatFlags.InTypeAlias) : checker.typeToString(type, at, FORMAT)};`);
    } else {
      // An interface says what it adds: its heritage as written, then its own members (a props
      // type extending the DOM's attributes would otherwise list hundreds of inherited ones).
      const declarations = (symbol.declarations ?? []).filter(ts.isInterfaceDeclaration);
      const heritage = declarations
        .flatMap((d) => d.heritageClauses ?? [])
        .flatMap((clause) => clause.types)
        .map((node) => checker.typeToString(checker.getTypeAtLocation(node), at, FORMAT));
      const own = (property: ts.Symbol) => (property.declarations ?? []).some((d) => declarations.includes(d.parent as ts.InterfaceDeclaration));
      const members = checker.getPropertiesOfType(type).filter((property) => heritage.length === 0 || own(property)).map((property) => {
        const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
        return `  ${property.getName()}${optional}: ${checker.typeToString(checker.getTypeOfSymbolAtLocation(property, at), at, FORMAT)};`;
      });
      const calls = type.getCallSignatures().map((signature) => `  ${checker.signatureToString(signature, at, FORMAT & ~ts.TypeFormatFlags.WriteArrowStyleSignature)};`);
      const extendsClause = heritage.length > 0 ? ` extends ${heritage.join(', ')}` : '';
      lines.push(`interface ${name}${typeParameters(declarations[0])}${extendsClause} {`, ...calls, ...members, '}');
    }
  }
  if (flags & ts.SymbolFlags.Class) {
    lines.push(`class ${name} ${checker.typeToString(checker.getTypeOfSymbolAtLocation(symbol, at), at, FORMAT)}`);
  } else if (flags & ts.SymbolFlags.Function) {
    for (const signature of checker.getTypeOfSymbolAtLocation(symbol, at).getCallSignatures()) {
      lines.push(`function ${name}${checker.signatureToString(signature, at, FORMAT & ~ts.TypeFormatFlags.WriteArrowStyleSignature)};`);
    }
  } else if (flags & (ts.SymbolFlags.Variable | ts.SymbolFlags.Enum)) {
    lines.push(`const ${name}: ${checker.typeToString(checker.getTypeOfSymbolAtLocation(symbol, at), at, FORMAT)};`);
  }
  return lines.length > 0 ? lines : [`${name}`];
}

/** The TypeScript options the reports are built with: the workspace's, with paths from the entry list. */
function compilerOptions(root: string, entries: EntryPoint[]): ts.CompilerOptions {
  const config = ts.readConfigFile(path.join(root, 'tsconfig.base.json'), ts.sys.readFile);
  const { options } = ts.convertCompilerOptionsFromJson(config.config.compilerOptions, root);
  return { ...options, noEmit: true, noUnusedLocals: false, noUnusedParameters: false, baseUrl: root, paths: pathsOf(entries) };
}

/** tsconfig path aliases for the entry list. */
export function pathsOf(entries: EntryPoint[]): Record<string, string[]> {
  return Object.fromEntries(entries.map((entry) => [entry.specifier, [`./${entry.file}`]]));
}

/** One report: its entry, how many names it exports, its text, and the types it names that no door exports. */
export interface Report {
  entry: EntryPoint;
  names: number;
  text: string;
  /** `<exported name>: <type>`, one per type a public signature names through a file no door exports it from. */
  hidden: string[];
}

const resolved = (checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);

/**
 * The parts of a printed signature that name a type: `import("<module>").Name` (a type the door's
 * file cannot name), a string literal (skipped), or a bare name (TypeScript reuses the declaration's
 * own type nodes, so a bare name may be one only the declaring file can see).
 */
const TYPE_NAMES = /import\("([^"]+)"\)\.([A-Za-z_$][\w$]*)|'(?:[^'\\]|\\.)*'|(?<![\w$.])([A-Za-z_$][\w$]*)/g;

/** Each entry point's report text, by report path. */
export function buildReports(root = workspaceRoot, entries = entryPoints(root)): Map<string, Report> {
  const options = compilerOptions(root, entries);
  const program = ts.createProgram(
    entries.map((entry) => path.join(root, entry.file)),
    options,
  );
  const checker = program.getTypeChecker();
  const doors = entries.map((entry) => {
    const source = program.getSourceFile(path.join(root, entry.file));
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!source || !moduleSymbol) throw new Error(`${entry.specifier}: cannot read ${entry.file}`);
    const exported = checker.getExportsOfModule(moduleSymbol).sort((a, b) => a.getName().localeCompare(b.getName(), 'en'));
    const names = new Map(exported.map((symbol) => [resolved(checker, symbol), symbol.getName()] as const));
    return { entry, source, exported, names };
  });

  const inWorkspaceLib = (symbol: ts.Symbol) =>
    (symbol.declarations ?? []).some((d) => {
      const file = path.relative(root, d.getSourceFile().fileName);
      return file.startsWith(`libs${path.sep}`) && !file.includes('node_modules');
    });

  /** How a user of `door` names `symbol`: its exported name, through the door that exports it, or not at all. */
  function publicName(door: (typeof doors)[number], symbol: ts.Symbol): string | undefined {
    const target = resolved(checker, symbol);
    const own = door.names.get(target);
    if (own) return own;
    const other = doors.find((d) => d.names.has(target));
    return other && `import("${other.entry.specifier}").${other.names.get(target)}`;
  }

  /** The symbol TypeScript printed as `import("<module>").<name>`, the module read from the door's file. */
  function importedSymbol(door: (typeof doors)[number], module: string, name: string): ts.Symbol | undefined {
    const file = ts.resolveModuleName(module, door.source.fileName, options, ts.sys).resolvedModule?.resolvedFileName;
    const source = file ? program.getSourceFile(file) : undefined;
    const moduleSymbol = source ? checker.getSymbolAtLocation(source) : undefined;
    return moduleSymbol ? checker.getExportsOfModule(moduleSymbol).find((s) => s.getName() === name) : undefined;
  }

  /** `line` with every type named the way a user of `door` names it; hidden types go to `hidden`. */
  function publicLine(door: (typeof doors)[number], exported: ts.Symbol, line: string, hidden: Set<string>): string {
    const declaration = resolved(checker, exported).declarations?.[0];
    return line.replace(TYPE_NAMES, (match, module: string | undefined, importedName: string | undefined, bare: string | undefined) => {
      if (module && importedName) {
        if (!module.startsWith('.')) return match;
        const symbol = importedSymbol(door, module, importedName);
        const named = symbol && publicName(door, symbol);
        if (named) return named;
        hidden.add(`${exported.getName()}: ${importedName}`);
        return importedName;
      }
      if (!bare || !declaration) return match;
      const found = checker.resolveName(bare, declaration, ts.SymbolFlags.Type | ts.SymbolFlags.Namespace, false);
      if (!found || found.flags & ts.SymbolFlags.TypeParameter) return match;
      const symbol = resolved(checker, found);
      if (!inWorkspaceLib(symbol)) return match;
      const named = publicName(door, symbol);
      if (named) return named;
      hidden.add(`${exported.getName()}: ${bare}`);
      return match;
    });
  }

  const reports = new Map<string, Report>();
  for (const door of doors) {
    const { entry, source, exported } = door;
    const hidden = new Set<string>();
    const body = exported.flatMap((symbol) =>
      describe(checker, symbol, source).map((line) => publicLine(door, symbol, line, hidden)),
    );
    const text = [
      `# ${entry.specifier}`,
      '',
      `${exported.length} names exported by \`${entry.file}\`. Generated by \`npm run api:update\`; review the diff, do not edit.`,
      '',
      '```ts',
      ...body,
      '```',
      '',
    ].join('\n');
    reports.set(entry.report, { entry, names: exported.length, text, hidden: [...hidden] });
  }
  return reports;
}

/** Every public signature that names a type no door exports, as `<specifier> <exported name>: <type>`. */
export function doorViolations(reports: Map<string, Report>): string[] {
  return [...reports.values()].flatMap((report) => report.hidden.map((line) => `${report.entry.specifier} ${line}`));
}

const TABLE_START = '<!-- front-door table: generated by npm run api:update -->';
const TABLE_END = '<!-- end of front-door table -->';

/** docs/architecture.md with its front-door table rewritten from the reports. */
export function withDoorTable(doc: string, reports: ReturnType<typeof buildReports>): string {
  const rows = [...reports.values()].map(({ entry, names }) => `| \`${entry.specifier}\` | ${names} | [${path.basename(entry.report)}](../${entry.report}) |`);
  const total = [...reports.values()].reduce((sum, report) => sum + report.names, 0);
  const table = [TABLE_START, '| entry point | names | report |', '|---|---|---|', ...rows, `| **total** | **${total}** | |`, TABLE_END].join('\n');
  const start = doc.indexOf(TABLE_START);
  const end = doc.indexOf(TABLE_END);
  if (start < 0 || end < 0) throw new Error(`docs/architecture.md has no front-door table markers (${TABLE_START})`);
  return doc.slice(0, start) + table + doc.slice(end + TABLE_END.length);
}

/** tsconfig.base.json with its paths rewritten from the entry list. */
function withPaths(text: string, entries: EntryPoint[]): string {
  const config = JSON.parse(text) as { compilerOptions: Record<string, unknown> };
  config.compilerOptions.paths = pathsOf(entries);
  return `${JSON.stringify(config, null, 2)}\n`;
}

/** Every generated file and the text it should hold; throws when a door hides a type its signatures name. */
export function generatedFiles(root = workspaceRoot): Map<string, string> {
  const entries = entryPoints(root);
  const reports = buildReports(root, entries);
  const violations = doorViolations(reports);
  if (violations.length > 0) {
    throw new Error(`Public signatures name types their door does not export (export them from the door, or stop naming them):\n  ${violations.join('\n  ')}`);
  }
  const files = new Map<string, string>();
  for (const [file, report] of reports) files.set(file, report.text);
  const architecture = path.join(root, 'docs/architecture.md');
  if (fs.existsSync(architecture)) files.set('docs/architecture.md', withDoorTable(fs.readFileSync(architecture, 'utf8'), reports));
  files.set('tsconfig.base.json', withPaths(fs.readFileSync(path.join(root, 'tsconfig.base.json'), 'utf8'), entries));
  return files;
}

/** The generated files that differ from what is committed, and stale reports of gone entries. */
export function staleFiles(root = workspaceRoot): string[] {
  const files = generatedFiles(root);
  const stale = [...files].filter(([file, text]) => !fs.existsSync(path.join(root, file)) || fs.readFileSync(path.join(root, file), 'utf8') !== text).map(([file]) => file);
  const apiDir = path.join(root, 'api');
  const orphans = fs.existsSync(apiDir) ? fs.readdirSync(apiDir).map((f) => `api/${f}`).filter((f) => f.endsWith('.api.md') && !files.has(f)) : [];
  return [...stale, ...orphans];
}

if (require.main === module) {
  if (process.argv.includes('--check')) {
    const stale = staleFiles();
    if (stale.length > 0) {
      console.error(`Front doors changed without their reports: ${stale.join(', ')}\nRun \`npm run api:update\` and review the diff.`);
      process.exit(1);
    }
    console.log('front-door reports are current');
  } else {
    const files = generatedFiles();
    fs.rmSync(path.join(workspaceRoot, 'api'), { recursive: true, force: true });
    for (const [file, text] of files) {
      fs.mkdirSync(path.dirname(path.join(workspaceRoot, file)), { recursive: true });
      fs.writeFileSync(path.join(workspaceRoot, file), text);
    }
    console.log(`wrote ${files.size} files`);
  }
}
