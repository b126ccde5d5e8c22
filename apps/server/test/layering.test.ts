import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layeringViolations, QUERY_FILES_ALLOWED } from './helpers/layering.ts';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

describe('layering: routes call services, services call repositories, only repositories query', () => {
  it('no file outside *.repo.ts and the data layer runs a query, and no route uses app.db or app.ledger', () => {
    expect(layeringViolations(SRC)).toEqual([]);
  });

  it('every file allowed to query still exists, so the exceptions stay the ones meant', () => {
    for (const entry of QUERY_FILES_ALLOWED) expect(existsSync(path.join(SRC, entry)), entry).toBe(true);
  });

  describe('the check names what breaks the rule', () => {
    let root = '';
    const write = (relative: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
      writeFileSync(path.join(root, relative), text);
    };
    beforeAll(() => {
      root = mkdtempSync(path.join(tmpdir(), 'layering-'));
      write(
        'modules/numbers/call-settings.service.ts',
        [
          '// a comment may say updateTable( freely',
          "    await this.db.updateTable('accounts').set(changes).where('id', '=', accountId).execute();",
          '    const row = await this.db.transaction().execute(async (trx) => work(trx));',
          "import { sql } from 'kysely';",
          '    const total = sql<number>`count(*)`;',
        ].join('\n'),
      );
      write(
        'modules/numbers/numbers.repo.ts',
        "  return ex.selectFrom('phone_numbers').selectAll().execute();\n",
      );
      write(
        'db/migrations/0001_foundation.ts',
        "  await db.schema.createTable('x').execute(); sql`select 1`;\n",
      );
      write(
        'modules/numbers/numbers.routes.ts',
        '    async (request) => ok(request, await areaTree(app.db, brand, language)),\n',
      );
      write('modules/simulator/simulator.routes.ts', '      await app.ledger.balance(accountId);\n');
    });
    afterAll(() => rmSync(root, { recursive: true, force: true }));

    it('a service running SQL, and a route reaching for app.db or app.ledger; repos and db/ may query', () => {
      expect(layeringViolations(root).sort()).toEqual([
        'modules/numbers/call-settings.service.ts:2: query builder outside a repository',
        'modules/numbers/call-settings.service.ts:3: own transaction outside a repository',
        'modules/numbers/call-settings.service.ts:4: sql import outside a repository',
        'modules/numbers/call-settings.service.ts:5: raw SQL outside a repository',
        "modules/numbers/numbers.routes.ts:1: route uses the instance's db or ledger",
        "modules/simulator/simulator.routes.ts:1: route uses the instance's db or ledger",
      ]);
    });
  });
});
