// Prints how much of the buyer `.action` contract is implemented, per area.
import { readFileSync } from 'node:fs';

const rows = JSON.parse(readFileSync(new URL('../apps/api/src/action-api/routes.inventory.json', import.meta.url), 'utf8'));
const byArea = new Map();
for (const r of rows) {
  const a = byArea.get(r.area) ?? { done: 0, total: 0, list: [] };
  a.total += 1;
  if (r.status === 'implemented') {
    a.done += 1;
    a.list.push(r.action);
  }
  byArea.set(r.area, a);
}
const done = rows.filter((r) => r.status === 'implemented').length;
console.log(`.action coverage: ${done} / ${rows.length} paths implemented (${((100 * done) / rows.length).toFixed(0)} %)`);
for (const [area, a] of byArea) {
  console.log(`  ${String(a.done).padStart(3)} / ${String(a.total).padEnd(3)} ${area}${a.list.length ? ': ' + a.list.join(', ') : ''}`);
}
