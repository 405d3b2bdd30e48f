/**
 * Arrows that point down (issue 27 item 4): code outside `apps/api/src/modules/<m>/` reaches a module
 * through its `index.ts` only. The rule is `walls-index/module-index-only` (module-index-rule.cjs);
 * these are the imports past an index that are allowed, each with its reason. `file` is a path from
 * the repository root (a folder when it ends with `/`), `imports` the module paths it may reach
 * (`modules/<m>/<path>` without extension, or `modules/<m>/*` for any file of that module).
 */
/**
 * Sub-modules with an index of their own that neighbours import directly: a leaf Nest module split
 * out of a module that imports those neighbours back (importing the parent's index would be a cycle).
 */
const entries = [
  {
    path: 'modules/seller/counters',
    why: "the stores' counters (sold, goods): catalog, order and evaluation update them; SellerModule imports OrderModule",
  },
];

const allow = [
  {
    file: 'apps/api/src/migrations/1763920000000-address-book.ts',
    imports: ['modules/address/area/area-dataset'],
    why: 'a landed migration is never edited: it seeds the area tables from the dataset the address module reads',
  },
];

module.exports = { entries, allow };
