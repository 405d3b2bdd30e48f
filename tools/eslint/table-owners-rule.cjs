/**
 * One owner per table (issue 27 item 1): SQL literals that write a table (INSERT INTO / UPDATE /
 * DELETE FROM <table>), TypeORM repositories of a table's entity, and TypeORM writes naming it (the
 * EntityManager's `insert(Entity, …)`, the query builder's `.update(Entity)`, `.insert().into(Entity)`,
 * `.delete().from(Entity)`) are errors outside the module that owns the table (table-owners.cjs). Generalises money-rules.mjs's `ledger-tables-only-in-ledger`.
 * Used by eslint.config.mjs as the `walls` plugin.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, so jest's RuleTester loads it as is */
const path = require('node:path');
const map = require('./table-owners.cjs');

// `FOR UPDATE`, `FOR NO KEY UPDATE` (row locks) and `ON CONFLICT … DO UPDATE` are not writes of a named table.
const WRITE = /(?<!\b(?:FOR|DO|KEY)\s+)\b(INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+(?:ONLY\s+)?(?:public\.)?"?([a-z_][a-z0-9_]*)"?/gi;
const ROOT = 'apps/api/src/';

/** The file's path from the repository root (`apps/api/src/...`), or null outside the API's sources. */
function apiPath(filename) {
  const p = filename.split(path.sep).join('/');
  const i = p.lastIndexOf('/' + ROOT);
  if (i >= 0) return p.slice(i + 1);
  return p.startsWith(ROOT) ? p : null;
}

function moduleOf(rel) {
  const m = /^apps\/api\/src\/modules\/([^/]+)\//.exec(rel);
  return m ? m[1] : null;
}

function mayWrite(rel, table, data) {
  const owner = data.owners[table];
  if (!owner) return true; // not a table of ours (a CTE, an alias)
  if (moduleOf(rel) === owner) return true;
  return data.allow.some(
    (a) => (a.file.endsWith('/') ? rel.startsWith(a.file) : rel === a.file) && (a.tables.includes('*') || a.tables.includes(table)),
  );
}

/** Every (verb, table) a piece of SQL writes. */
function writes(sql) {
  const out = [];
  for (const m of sql.matchAll(WRITE)) out.push({ verb: m[1].replace(/\s+/g, ' ').toUpperCase(), table: m[2].toLowerCase() });
  return out;
}

const REPO_CALLS = new Set(['InjectRepository', 'getRepository']);
/**
 * Writes named by their target: the EntityManager's `insert(Entity, …)`, `update(Entity, …)`,
 * `save(Entity, …)` and the like, and the query builder's `.update(Entity)`, `.insert().into(Entity)`
 * and `.delete().from(Entity)`. The target is an entity class of the map or a table name as a string.
 */
const WRITE_CALLS = new Set([
  'insert',
  'update',
  'upsert',
  'save',
  'delete',
  'remove',
  'softDelete',
  'restore',
  'increment',
  'decrement',
  'into',
]);
/** Calls whose string argument is a table only in the query builder (`cache.delete('goods')` is no write). */
const TABLE_NAME_CALLS = new Set(['update', 'into', 'from']);

/** `…delete().from(X)`: the query builder's delete (a `from` elsewhere is a read). */
function afterDelete(callee) {
  const o = callee.object;
  return (
    o?.type === 'CallExpression' &&
    o.callee.type === 'MemberExpression' &&
    o.callee.property.type === 'Identifier' &&
    o.callee.property.name === 'delete'
  );
}

/** The rule over a given map (the tests pass one without the allow-list). */
const makeRule = (data) => ({
  meta: {
    type: 'problem',
    docs: { description: 'a module writes only the tables it owns (tools/eslint/table-owners.cjs)' },
    schema: [],
    messages: {
      sql: '{{verb}} {{table}} outside modules/{{owner}}: `{{table}}` belongs to modules/{{owner}}. Call its service (tools/eslint/table-owners.cjs).',
      call: '`{{call}}` of `{{table}}` outside modules/{{owner}}: `{{table}}` belongs to modules/{{owner}}. Call its service (tools/eslint/table-owners.cjs).',
      repo: 'Repository of `{{table}}` outside modules/{{owner}}: `{{table}}` belongs to modules/{{owner}}. Call its service (tools/eslint/table-owners.cjs).',
    },
  },
  create(context) {
    const rel = apiPath(context.filename ?? context.getFilename());
    if (!rel) return {};
    const check = (node, sql) => {
      const seen = new Set();
      for (const w of writes(sql)) {
        const key = w.verb + ' ' + w.table;
        if (seen.has(key) || mayWrite(rel, w.table, data)) continue;
        seen.add(key);
        context.report({ node, messageId: 'sql', data: { verb: w.verb, table: w.table, owner: data.owners[w.table] } });
      }
    };
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      TemplateLiteral(node) {
        // `${…}` parts become a placeholder, so `UPDATE orders SET x = ${v}` is still seen whole.
        check(node, node.quasis.map((q) => q.value.raw).join(' $1 '));
      },
      CallExpression(node) {
        const c = node.callee;
        const name =
          c.type === 'Identifier' ? c.name : c.type === 'MemberExpression' && c.property.type === 'Identifier' ? c.property.name : '';
        if (node.arguments.length === 0) return;
        const a = node.arguments[0];
        const table =
          a.type === 'Identifier' ? data.entities[a.name] : a.type === 'Literal' && typeof a.value === 'string' ? a.value : undefined;
        if (!table || !data.owners[table] || mayWrite(rel, table, data)) return;
        if (REPO_CALLS.has(name)) {
          context.report({ node, messageId: 'repo', data: { table, owner: data.owners[table] } });
          return;
        }
        const write = c.type === 'MemberExpression' && (WRITE_CALLS.has(name) || (name === 'from' && afterDelete(c)));
        if (write && (a.type === 'Identifier' || TABLE_NAME_CALLS.has(name)))
          context.report({ node, messageId: 'call', data: { call: name, table, owner: data.owners[table] } });
      },
    };
  },
});

module.exports = { meta: { name: 'mall-module-walls' }, rules: { 'table-owner-writes': makeRule(map) }, makeRule };
