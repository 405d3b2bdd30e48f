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

/** A refused write's message: raw SQL (`sql`), a TypeORM call naming its target (`call`), a repository (`repo`). */
const sql = (verb: string, table: string, owner: string) => ({ messageId: 'sql', data: { verb, table, owner } });
const call = (name: string, table: string, owner: string) => ({ messageId: 'call', data: { call: name, table, owner } });
const repo = (table: string, owner: string) => ({ messageId: 'repo', data: { table, owner } });
/** A case the rule refuses: `file` (under apps/api/src) running `code`, with the messages expected. */
const refused = (file: string, code: string, ...errors: object[]) => ({ filename: at(file), code, errors });

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
    // The counters of `sellers` and the audit log, each behind its owner's service (issue 27 item 1).
    {
      filename: at('modules/seller/counters/seller-counters.repository.ts'),
      code: "q('update sellers set views_num = views_num + 1 where id = $1')",
    },
    { filename: at('modules/audit/audit.repository.ts'), code: "q('insert into audit_log (action) values ($1)')" },
    // TypeORM reads, and calls named like writes that are not TypeORM's.
    { filename: at('modules/admin/x.ts'), code: "em.createQueryBuilder().select('u.id').from(UserEntity, 'u').getMany()" },
    { filename: at('modules/order/x.ts'), code: "cache.delete('goods'); hash.update(UserEntity.name)" },
    // Words in prose or names that are not tables of ours.
    { filename: at('modules/evaluation/x.ts'), code: "const m = 'Could not update the order'" },
    // The demo folder (allow-listed as a whole) and files outside the API's sources.
    { filename: at('demo/catalog/catalog-seed.ts'), code: "q('insert into goods (id) values ($1)')" },
    { filename: at('demo/accounts/demo-agent.seed.ts'), code: "q('insert into admin_users (username) values ($1)')" },
    { filename: '/repo/apps/api/test/e2e/x.e2e-spec.ts', code: "q('update orders set status = 5')" },
  ],
  invalid: [
    // Another module writing the order's status: the defect issue 27 names.
    refused(
      'modules/evaluation/review.repository.ts',
      "q('update orders set status = 5, updated_at = $2 where id = $1 and status = 4')",
      sql('UPDATE', 'orders', 'order'),
    ),
    refused(
      'modules/after-sale/x.ts',
      'q(`insert into order_logs (order_id, state) values (${a}, ${b})`)',
      sql('INSERT INTO', 'order_logs', 'order'),
    ),
    refused(
      'modules/order/x.ts',
      'q(`UPDATE\n  goods_skus SET stock = stock - $2 WHERE id = $1`); q(\'DELETE FROM "goods" WHERE id = $1\')',
      sql('UPDATE', 'goods_skus', 'catalog'),
      { messageId: 'sql' },
    ),
    // The writers issue 27 item 1 moved behind their owners' services: each old write fails now.
    refused(
      'modules/order/order.repository.ts',
      "q('update goods set sold_num = sold_num + $2::bigint where id = $1'); q('update sellers set sold_num = sold_num + $2::bigint where id = $1')",
      sql('UPDATE', 'goods', 'catalog'),
      sql('UPDATE', 'sellers', 'seller'),
    ),
    refused(
      'modules/evaluation/evaluation.repository.ts',
      "q('update sellers set default_reviews = default_reviews + 1 where id = $1')",
      sql('UPDATE', 'sellers', 'seller'),
    ),
    refused(
      'modules/catalog/catalog.repository.ts',
      "q('update sellers set views_num = views_num + 1 where id = $1')",
      sql('UPDATE', 'sellers', 'seller'),
    ),
    refused(
      'modules/after-sale/after-sale.repository.ts',
      "q(`insert into sysparas (code, value) values ('mall_refund_approval_threshold', $1) on conflict (code) do update set value = excluded.value`)",
      sql('INSERT INTO', 'sysparas', 'syspara'),
    ),
    refused(
      'modules/withdraw/withdraw-order.repository.ts',
      'q(`insert into audit_log (admin_id, action) values (null, $1)`)',
      sql('INSERT INTO', 'audit_log', 'audit'),
    ),
    refused(
      'modules/payment/payment-session.repository.ts',
      'q(`insert into recharge_orders (order_no) values ($1) on conflict (order_no) do nothing`)',
      sql('INSERT INTO', 'recharge_orders', 'chain'),
    ),
    // TypeORM writes that name their target (the EntityManager and the query builder).
    refused(
      'modules/admin/x.ts',
      'em.insert(UserEntity, { id }); em.createQueryBuilder().update(SysparaEntity).set({ value }).execute()',
      call('insert', 'users', 'user'),
      call('update', 'sysparas', 'syspara'),
    ),
    refused(
      'modules/order/x.ts',
      "em.createQueryBuilder().insert().into('goods').values(v).execute(); qb.delete().from(UserEntity).where('id = 1').execute()",
      call('into', 'goods', 'catalog'),
      call('from', 'users', 'user'),
    ),
    // Demo code outside the demo folder is held like any other writer.
    refused(
      'modules/chat/demo-agent.seed.ts',
      "q('insert into admin_users (username) values ($1)')",
      sql('INSERT INTO', 'admin_users', 'admin'),
    ),
    // TypeORM: a repository of another module's entity.
    refused(
      'modules/admin/x.ts',
      'class R { constructor(@InjectRepository(UserEntity) r: any, ds: any) { ds.getRepository(SysparaEntity); } }',
      repo('users', 'user'),
      repo('sysparas', 'syspara'),
    ),
  ],
});

// An allow-listed file may write the tables listed for it, and only those.
tester.run(
  'table-owner-writes with an allow-list',
  walls.makeRule({ ...map, allow: [{ file: 'apps/api/src/modules/order/x.ts', tables: ['goods'] }] }),
  {
    valid: [{ filename: at('modules/order/x.ts'), code: "q('update goods set sold_num = sold_num + 1')" }],
    invalid: [
      refused('modules/order/x.ts', "q('delete from sysparas')", sql('DELETE FROM', 'sysparas', 'syspara')),
      refused('modules/order/y.ts', "q('update goods set sold_num = sold_num + 1')", sql('UPDATE', 'goods', 'catalog')),
    ],
  },
);

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

  /** The tables the rule refuses `file` when nothing is allow-listed. */
  function refusedTables(file: string): string[] {
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
    return [...new Set(messages.map((m) => /`([a-z_0-9]+)` belongs/.exec(m.message)?.[1] ?? m.message))].sort();
  }

  // Each allow-listed file still writes what it is allowed (else the entry goes): linted without the
  // allow-list, the file is refused exactly those tables. No module is left on the list: issue 27
  // item 1 moved every write of another module's table behind the owner's service.
  it('allow-lists only files that still write their tables, and no module', () => {
    for (const a of map.allow.filter((e) => !e.file.endsWith('/')))
      expect([a.file, refusedTables(a.file)]).toEqual([a.file, [...a.tables].sort()]);
    expect(map.allow.filter((a) => a.file.startsWith('apps/api/src/modules/'))).toEqual([]);
  });
});
