import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Files under the server's src that may run queries although they are not repositories: the data
 * layer itself (connection, migrations, the transaction helper) and the adapters whose
 * implementation is a database (they stand behind an interface, like Redis or S3 beside them).
 */
export const QUERY_FILES_ALLOWED = [
  'db/',
  'adapters/mail/outbox.ts',
  'adapters/short-lived/database.ts',
  'adapters/storage/database.ts',
] as const;

/** What runs a query with Kysely: a query builder, raw SQL, or a transaction or connection of its own. */
const QUERY_PATTERNS: readonly { name: string; pattern: RegExp }[] = [
  {
    name: 'query builder',
    pattern: /\b(selectFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|selectNoFrom)\s*\(/,
  },
  { name: 'raw SQL', pattern: /\bsql\s*(<[^`\n]*>)?\s*`|\bsql\.(raw|ref|lit|id|table|join|val)\s*\(/ },
  { name: 'sql import', pattern: /import\s*\{[^}]*\bsql\b[^}]*\}\s*from\s*['"]kysely['"]/ },
  { name: 'own transaction', pattern: /\.(transaction|startTransaction|connection)\(\s*\)/ },
];

/** What a route must not reach for: the database or the ledger decorated on the Fastify instance. */
const ROUTE_PATTERN = /\b(app|scope|instance|fastify|server)\.(db|ledger)\b/;

/** One line that breaks the layering, as `file:line: what`. */
export type Violation = string;

function sourceFiles(dir: string, root: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(full, root));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) files.push(full);
  }
  return files;
}

/** Comment lines name the builder calls freely; only code counts. */
function isComment(line: string): boolean {
  const trimmed = line.trimStart();
  return trimmed.startsWith('//') || trimmed.startsWith('*') || trimmed.startsWith('/*');
}

function allowed(relative: string): boolean {
  return QUERY_FILES_ALLOWED.some((entry) =>
    entry.endsWith('/') ? relative.startsWith(entry) : relative === entry,
  );
}

/**
 * Every line under `root` (the server's src) that runs a query outside a `*.repo.ts` file and the
 * allowed data-layer files, and every route file line that uses the instance's `db` or `ledger`.
 */
export function layeringViolations(root: string): Violation[] {
  const found: Violation[] = [];
  for (const file of sourceFiles(root, root)) {
    const relative = path.relative(root, file).split(path.sep).join('/');
    const checkQueries = !relative.endsWith('.repo.ts') && !allowed(relative);
    const isRoute = relative.endsWith('.routes.ts');
    if (!checkQueries && !isRoute) continue;
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (isComment(line)) return;
        const at = `${relative}:${index + 1}`;
        if (checkQueries) {
          for (const { name, pattern } of QUERY_PATTERNS) {
            if (pattern.test(line)) found.push(`${at}: ${name} outside a repository`);
          }
        }
        if (isRoute && ROUTE_PATTERN.test(line)) found.push(`${at}: route uses the instance's db or ledger`);
      });
  }
  return found;
}
