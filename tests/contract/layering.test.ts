// The floors of the code, read from the import statements of every file. The ground floor
// (src/contract, src/engine, themes/) imports nothing above it, the contract nothing of the engine,
// the server nothing of the app but the ground floor, and the desk (src/desk) is an app of its own. eslint.config.js refuses such an import
// as it is written; this test lists what is there, so a refusal switched off still fails here.
// Within the server, HTTP (server/http, the only code that knows Hono) stands on the domain, and
// nothing below it imports it back. No two files import each other, directly or round a circle,
// and neither do two of the server's folders: each folder stands on the ones below it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const aliases: ReadonlyArray<[string, string]> = [
  ['@/', 'src/'],
  ['@ui/', 'ui/'],
  ['@themes/', 'themes/'],
  ['@server/', 'server/'],
];
const extensions = ['.ts', '.tsx'];

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(relative);
    return extensions.some((ext) => entry.name.endsWith(ext)) && !entry.name.endsWith('.d.ts') ? [relative] : [];
  });
}

/** The project file an import names, or undefined for a package. */
function resolve(from: string, specifier: string): string | undefined {
  const alias = aliases.find(([prefix]) => specifier.startsWith(prefix));
  let base: string;
  if (alias) base = alias[1] + specifier.slice(alias[0].length);
  else if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(from), specifier);
  else return undefined;
  const stem = base.replace(/\.(m?js|tsx?)$/, '');
  return [base, `${stem}.ts`, `${stem}.tsx`, `${base}/index.ts`].find(
    (candidate) => extensions.some((ext) => candidate.endsWith(ext)) && existsSync(path.join(root, candidate)),
  );
}

/** What each file imports (static, type-only and dynamic), as written. */
function specifiersOf(folders: readonly string[]): Map<string, string[]> {
  return new Map(
    folders.flatMap(sourceFiles).map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(path.join(root, file), 'utf8'), true, true);
      return [file, importedFiles.map(({ fileName }) => fileName)];
    }),
  );
}

/** Each file of the folders with the project files it imports. */
function importsOf(folders: readonly string[]): Map<string, string[]> {
  return new Map(
    [...specifiersOf(folders)].map(([file, specifiers]) => [
      file,
      specifiers.flatMap((specifier) => {
        const target = resolve(file, specifier);
        return target ? [target] : [];
      }),
    ]),
  );
}

/** Whether an import or export statement brings only types (it is gone once compiled). */
function onlyTypes(statement: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(statement)) return statement.isTypeOnly;
  const clause = statement.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return (
    !clause.name &&
    named !== undefined &&
    ts.isNamedImports(named) &&
    named.elements.length > 0 &&
    named.elements.every((e) => e.isTypeOnly)
  );
}

/** Each file of the folders with the project files its import and export statements bring values
 *  from. Left out: imports of types only, which compile away (a file and the type of what it is
 *  given may name each other), and dynamic imports, which load a part later (a lazily loaded menu
 *  may use the module that loads it). */
function staticValueImportsOf(folders: readonly string[]): Map<string, string[]> {
  return new Map(
    folders.flatMap(sourceFiles).map((file) => {
      const source = ts.createSourceFile(file, readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest);
      const targets = source.statements.flatMap((statement) =>
        (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
        statement.moduleSpecifier &&
        ts.isStringLiteral(statement.moduleSpecifier) &&
        !onlyTypes(statement)
          ? (resolve(file, statement.moduleSpecifier.text) ?? [])
          : [],
      );
      return [file, targets];
    }),
  );
}

/** Each file of the folders with the packages it imports (`hono/cookie` as `hono/cookie`). */
function packagesOf(folders: readonly string[]): Map<string, string[]> {
  return new Map(
    [...specifiersOf(folders)].map(([file, specifiers]) => [
      file,
      specifiers.filter((specifier) => !specifier.startsWith('.') && !aliases.some(([prefix]) => specifier.startsWith(prefix))),
    ]),
  );
}

const groundFloor = ['src/contract/', 'src/engine/', 'themes/'];
const onGroundFloor = (file: string) => groundFloor.some((folder) => file.startsWith(folder));
const isApp = (file: string) => file.startsWith('src/') || file.startsWith('ui/') || file.startsWith('themes/');

/** `from -> to` for each import in the graph that `refused` says crosses a boundary. */
function crossings(graph: Map<string, string[]>, refused: (from: string, to: string) => boolean): string[] {
  return [...graph].flatMap(([from, targets]) => targets.filter((to) => refused(from, to)).map((to) => `${from} -> ${to}`));
}

/** The cycles of a graph: each strongly connected set of two or more nodes (Tarjan's algorithm). */
function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const members: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      members.push(member);
    } while (member !== node);
    if (members.length > 1) cycles.push(members.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/** A server file's folder (`server/claims`), or the file itself for one at the server's root. */
const serverFolderOf = (file: string) => file.split('/').slice(0, 2).join('/');

describe('the floors of the code', () => {
  const graph = importsOf(['src', 'ui', 'themes', 'server']);

  it('has the server import nothing of the app but the ground floor', () => {
    const server = new Map([...graph].filter(([file]) => file.startsWith('server/')));
    expect(crossings(server, (_from, to) => isApp(to) && !onGroundFloor(to))).toEqual([]);
    // And it does stand on it: the check above would pass for a server that imports nothing.
    expect(crossings(server, (_from, to) => onGroundFloor(to)).length).toBeGreaterThan(50);
  });

  it('has the ground floor import nothing above it', () => {
    const floor = new Map([...graph].filter(([file]) => onGroundFloor(file)));
    expect(crossings(floor, (_from, to) => !onGroundFloor(to))).toEqual([]);
    expect(crossings(floor, (from, to) => from.startsWith('themes/') !== to.startsWith('themes/'))).toEqual([]);
  });

  it('has the contract import nothing of the engine', () => {
    const contract = new Map([...graph].filter(([file]) => file.startsWith('src/contract/')));
    expect(crossings(contract, (_from, to) => to.startsWith('src/engine/'))).toEqual([]);
  });

  it('keeps the desk an app of its own: it stands on ui/ and the ground floor, and nothing else imports it', () => {
    const desk = new Map([...graph].filter(([file]) => file.startsWith('src/desk/')));
    expect(desk.size).toBeGreaterThan(3);
    expect(crossings(desk, (_from, to) => to.startsWith('src/') && !to.startsWith('src/desk/') && !onGroundFloor(to))).toEqual([]);
    const others = new Map([...graph].filter(([file]) => !file.startsWith('src/desk/')));
    expect(crossings(others, (_from, to) => to.startsWith('src/desk/'))).toEqual([]);
  });

  // Cycles are read from the imports that bring values when a module loads (see staticValueImportsOf).
  const running = staticValueImportsOf(['src', 'ui', 'themes', 'server']);

  it('has no import cycle between files', () => {
    expect(running.size).toBe(graph.size);
    expect(cyclesOf(running)).toEqual([]);
  });

  it("has no cycle between the server's folders: each stands on the ones below it", () => {
    const folders = new Map<string, string[]>();
    for (const [from, targets] of running) {
      if (!from.startsWith('server/')) continue;
      const edges = folders.get(serverFolderOf(from)) ?? [];
      for (const to of targets) if (to.startsWith('server/') && serverFolderOf(to) !== serverFolderOf(from)) edges.push(serverFolderOf(to));
      folders.set(serverFolderOf(from), edges);
    }
    expect(folders.size).toBeGreaterThan(15);
    expect(cyclesOf(folders)).toEqual([]);
  });

  describe('the server', () => {
    // Below the HTTP layer: the domain, storage, settings and the rest. server/main.ts, which
    // starts the HTTP server, is the one file above it.
    const belowHttp = (file: string) => file.startsWith('server/') && !file.startsWith('server/http/') && file !== 'server/main.ts';
    const isHono = (name: string) => name === 'hono' || name.startsWith('hono/') || name.startsWith('@hono/');

    it('has nothing below server/http import it (no back-edge into the HTTP layer)', () => {
      const below = new Map([...graph].filter(([file]) => belowHttp(file)));
      expect(below.size).toBeGreaterThan(100);
      expect(crossings(below, (_from, to) => to.startsWith('server/http/'))).toEqual([]);
      // And the HTTP layer does stand on the domain.
      const http = new Map([...graph].filter(([file]) => file.startsWith('server/http/')));
      expect(crossings(http, (_from, to) => belowHttp(to)).length).toBeGreaterThan(50);
    });

    it('has only server/http import Hono', () => {
      const packages = packagesOf(['server']);
      const below = [...packages].filter(([file]) => belowHttp(file));
      expect(below.flatMap(([file, names]) => names.filter(isHono).map((name) => `${file} -> ${name}`))).toEqual([]);
      const http = [...packages].filter(([file, names]) => file.startsWith('server/http/') && names.some(isHono));
      expect(http.length).toBeGreaterThan(20);
    });
  });

  it('has ui/ stand on the ground floor and import nothing else of src/', () => {
    const ui = new Map([...graph].filter(([file]) => file.startsWith('ui/')));
    expect(crossings(ui, (_from, to) => to.startsWith('src/') && !onGroundFloor(to))).toEqual([]);
  });
});
