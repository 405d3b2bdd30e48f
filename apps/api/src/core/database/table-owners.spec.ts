/**
 * One owner per table (issue 27 item 1): the lint rule `walls/table-owner-writes`
 * (tools/eslint/table-owners-rule.cjs) and its map (tools/eslint/table-owners.cjs).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Linter, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';

const ROOT = join(__dirname, '../../../../..');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const walls = require(join(ROOT, 'tools/eslint/table-owners-rule.cjs'));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const map = require(join(ROOT, 'tools/eslint/table-owners.cjs')) as {
  owners: Record<string, string>;
  entities: Record<string, string>;
  allow: { file: string; tables: string[]; why: string }[];
};

const rule = walls.rules['table-owner-writes'];
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const at = (file: string) => `/repo/apps/api/src/${file}`;

tester.run('table-owner-writes', rule, {
  valid: [
    // The owner writes its own tables.
    { filename: at('modules/order/order.repository.ts'), code: "q('update orders set status = 5 where id = $1')" },
    { filename: at('modules/order/domain/x.ts'), code: 'q(`insert into order_logs (order_id) values (${id})`)' },
    {
      filename: at('modules/user/user.repository.ts'),
      code: '@Injectable() class R { constructor(@InjectRepository(UserEntity) r: any) {} }',
    },
    // Reads and row locks are not writes.
    { filename: at('modules/evaluation/x.ts'), code: "q('select status from orders o where o.id = $1 for update')" },
    { filename: at('modules/evaluation/x.ts'), code: "q('select 1 from orders for no key update of orders')" },
    {
      filename: at('modules/syspara/x.ts'),
      code: "q('insert into sysparas (code) values ($1) on conflict (code) do update set value = excluded.value')",
    },
    // Words in prose or names that are not tables of ours.
    { filename: at('modules/evaluation/x.ts'), code: "const m = 'Could not update the order'" },
    // Demo seeds (allow-listed as a folder) and files outside the API's sources.
    { filename: at('seed/catalog-seed.ts'), code: "q('insert into goods (id) values ($1)')" },
    { filename: '/repo/apps/api/test/e2e/x.e2e-spec.ts', code: "q('update orders set status = 5')" },
  ],
  invalid: [
    // Another module writing the order's status: the defect issue 27 names.
    {
      filename: at('modules/evaluation/review.repository.ts'),
      code: "q('update orders set status = 5, updated_at = $2 where id = $1 and status = 4')",
      errors: [{ messageId: 'sql', data: { verb: 'UPDATE', table: 'orders', owner: 'order' } }],
    },
    {
      filename: at('modules/after-sale/x.ts'),
      code: 'q(`insert into order_logs (order_id, state) values (${a}, ${b})`)',
      errors: [{ messageId: 'sql', data: { verb: 'INSERT INTO', table: 'order_logs', owner: 'order' } }],
    },
    {
      filename: at('modules/order/x.ts'),
      code: 'q(`UPDATE\n  goods_skus SET stock = stock - $2 WHERE id = $1`); q(\'DELETE FROM "goods" WHERE id = $1\')',
      errors: [{ messageId: 'sql', data: { verb: 'UPDATE', table: 'goods_skus', owner: 'catalog' } }, { messageId: 'sql' }],
    },
    // An allow-listed file may write only the tables listed for it.
    {
      filename: at('modules/order/order.repository.ts'),
      code: "q('delete from sysparas')",
      errors: [{ messageId: 'sql', data: { verb: 'DELETE FROM', table: 'sysparas', owner: 'syspara' } }],
    },
    // TypeORM: a repository of another module's entity.
    {
      filename: at('modules/admin/x.ts'),
      code: 'class R { constructor(@InjectRepository(UserEntity) r: any, ds: any) { ds.getRepository(SysparaEntity); } }',
      errors: [
        { messageId: 'repo', data: { table: 'users', owner: 'user' } },
        { messageId: 'repo', data: { table: 'sysparas', owner: 'syspara' } },
      ],
    },
  ],
});

describe('table-owners map', () => {
  const migrations = join(ROOT, 'apps/api/src/migrations');
  const created = new Set<string>();
  for (const f of readdirSync(migrations).filter((n) => n.endsWith('.ts'))) {
    for (const m of readFileSync(join(migrations, f), 'utf8').matchAll(
      /create\s+(?:unlogged\s+)?table\s+(?:if\s+not\s+exists\s+)?"?([a-z_][a-z0-9_]*)/gi,
    ))
      created.add(m[1].toLowerCase());
  }

  it('names an owner for every table the migrations create, and only those', () => {
    expect(created.size).toBeGreaterThan(50);
    expect([...created].filter((t) => !map.owners[t]).sort()).toEqual([]);
    expect(Object.keys(map.owners).filter((t) => !created.has(t))).toEqual([]);
    for (const table of Object.values(map.entities)) expect(map.owners[table]).toBeDefined();
  });

  // Each allow-listed writer still writes what it is allowed (else the entry goes): linted without the
  // allow-list, the file is refused exactly those tables — the rule fails on today's offenders.
  const pending = map.allow.filter((a) => !a.file.endsWith('/'));
  it.each(pending.map((a) => [a.file, a.tables] as const))('%s still writes %j', (file, tables) => {
    const linter = new Linter({ configType: 'flat', cwd: ROOT });
    const strict = walls.makeRule({ ...map, allow: [] });
    const messages = linter.verify(
      readFileSync(join(ROOT, file), 'utf8'),
      [
        {
          files: ['**/*.ts'],
          languageOptions: { parser: tseslint.parser },
          plugins: { walls: { rules: { w: strict } } },
          rules: { 'walls/w': 'error' },
        },
      ],
      join(ROOT, file),
    );
    const refused = new Set(messages.map((m) => /`([a-z_0-9]+)` belongs/.exec(m.message)?.[1] ?? m.message));
    expect([...refused].sort()).toEqual([...tables].sort());
  });
});
