import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * Early preloading for the first page of a visit. Without it the browser learns about a page's own
 * chunks and its language files only after the entry script has run (entry → i18n → router → lazy
 * page → its imports): three or four round trips in a row before anything is shown.
 *
 * This plugin writes a small inline script at the top of index.html that, while the HTML is still
 * being parsed, works out which page will be shown (the mobile redirect of app/mobile-redirect.ts
 * included) and in which language, and adds `<link rel="modulepreload">` for that page's chunks and
 * the language's start namespaces (and `preload` for the page's stylesheet). Everything then
 * downloads in parallel with the entry.
 */

/** First-page routes worth preloading: address pattern → the lazy modules its page renders. */
const ROUTES: [RegExp, string[]][] = [
  [/^\/wap\/?$/, ['src/app/wap/wap-layout.tsx', 'src/app/wap/wap-home.tsx']],
  [/^\/wap\/goods$/, ['src/app/wap/wap-layout.tsx', 'src/app/wap/wap-goods.tsx']],
  [/^\/wap\/shop$/, ['src/app/wap/wap-layout.tsx', 'src/app/wap/wap-shop.tsx']],
  [/^\/wap\/search$/, ['src/app/wap/wap-layout.tsx', 'src/app/wap/wap-search.tsx']],
  [/^\/wap\/category$/, ['src/app/wap/wap-layout.tsx', 'src/app/wap/wap-category.tsx']],
  [/^\/wap\/list$/, ['src/app/wap/wap-layout.tsx', 'src/app/wap/wap-list.tsx']],
  [/^\/(index)?$/, ['src/app/routes/home.tsx']],
  [/^\/productDetails$/, ['src/app/routes/product-details.tsx']],
  [/^\/(searchResult|searchGoods|searchStore)$/, ['src/app/routes/search-result.tsx']],
  [/^\/store$/, ['src/app/routes/store.tsx']],
  [/^\/classification$/, ['src/app/routes/classification.tsx']],
  [/^\/commodity$/, ['src/app/routes/commodity.tsx']],
  [/^\/discounted$/, ['src/app/routes/discounted.tsx']],
  [/^\/login$/, ['src/app/routes/login.tsx']],
  [/^\/register$/, ['src/app/routes/register.tsx']],
];

/** `NAMESPACES` / `WAP_NAMESPACES` of src/lib/i18n.ts (the namespaces each site starts with). */
function namespaces(i18nSource: string, name: string): string[] {
  const list = new RegExp(`\\b${name}\\s*=\\s*\\[([^\\]]*)\\]`).exec(i18nSource)?.[1] ?? '';
  return [...list.matchAll(/'([\w-]+)'/g)].map((m) => m[1]!);
}

/**
 * The inline script. `M` = { r: [[pattern, files]], l: { lang: { ns: file } }, n: [desktop ns], w: [wap ns],
 * h: legacy-hash chunk files }. Kept in plain ES5-ish code: it runs before anything else.
 */
const RUNTIME = `(function(M){try{
var L=location,P=L.pathname,Q=new URLSearchParams(L.search),S=localStorage,H=document.head;
if(/^\\/wap(\\/|$)/.test(P)&&L.hash.indexOf('#/')===0){
var m=/^#\\/([^?]*)(?:\\?(.*))?$/.exec(L.hash)||[],r=(m[1]||'').replace(/\\/+$/,''),hq=new URLSearchParams(m[2]||'');
P=/^CommodityDetails$/i.test(r)&&(hq.get('sellerGoodsId')||hq.get('id'))?'/wap/goods':/^shop$/i.test(r)&&(hq.get('sellerId')||hq.get('id'))?'/wap/shop':'/wap';
if(hq.get('lang'))Q.set('lang',hq.get('lang'));add(M.h);
}else if(/Android|iPhone|iPod|iPad|Mobile|webOS|BlackBerry|IEMobile|Opera Mini/i.test(navigator.userAgent)&&!/^\\/(wap|login|register|userInfo|setup)(\\/|$)/.test(P)&&S.getItem('preferDesktop')!=='1'){
P=P==='/productDetails'&&Q.get('id')?'/wap/goods':Q.get('storeId')||(P==='/store'&&Q.get('id'))?'/wap/shop':'/wap';
}
var lang=Q.get('lang');if(!M.l[lang])lang=S.getItem('lang');if(!M.l[lang])lang='en';
var wap=/^\\/wap(\\/|$)/.test(P),ns=wap?M.w:M.n,f=[],i;
for(i=0;i<ns.length;i++)if(M.l[lang][ns[i]])f.push(M.l[lang][ns[i]]);
for(i=0;i<M.r.length;i++)if(new RegExp(M.r[i][0]).test(P))f=f.concat(M.r[i][1]);
add(f);
function add(a){for(var j=0;j<(a||[]).length;j++){var k=document.createElement('link'),c=/\\.css$/.test(a[j]);k.rel=c?'preload':'modulepreload';if(c)k.as='style';k.crossOrigin='';k.href='/'+a[j];H.appendChild(k);}}
}catch(e){}})`;

export function firstPagePreload(opts: { root: string }): Plugin {
  return {
    name: 'mall:first-page-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk') as OutputChunk[];
        const byModule = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId!, c]));
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const entry = chunks.find((c) => c.isEntry);
        const inEntry = new Set<string>();
        const walk = (c: OutputChunk | undefined, into: Set<string>) => {
          if (!c || into.has(c.fileName)) return;
          into.add(c.fileName);
          for (const f of c.imports) walk(byFile.get(f), into);
        };
        walk(entry, inEntry);
        const cssOf = (f: string) =>
          (byFile.get(f) as (OutputChunk & { viteMetadata?: { importedCss: Set<string> } }) | undefined)?.viteMetadata?.importedCss ?? [];
        const entryCss = new Set([...inEntry].flatMap((f) => [...cssOf(f)]));
        /** A module's chunk, the chunks it imports (not already in the entry's preloads) and their CSS. */
        const filesOf = (modules: string[]): string[] => {
          const js = new Set<string>();
          for (const m of modules) walk(byModule.get(join(opts.root, m)), js);
          const out: string[] = [];
          for (const f of js) {
            if (!inEntry.has(f)) out.push(f);
            for (const c of cssOf(f)) if (!entryCss.has(c)) out.push(c);
          }
          return [...new Set(out)];
        };
        const locales: Record<string, Record<string, string>> = {};
        for (const c of chunks) {
          const m = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(c.facadeModuleId ?? '');
          if (m) (locales[m[1]!] ??= {})[m[2]!] = c.fileName;
        }
        const i18nSource = readFileSync(join(opts.root, 'src/lib/i18n.ts'), 'utf8');
        const data = {
          r: ROUTES.map(([re, modules]) => [re.source, filesOf(modules)]).filter(([, f]) => f.length),
          l: locales,
          n: namespaces(i18nSource, 'NAMESPACES'),
          w: namespaces(i18nSource, 'WAP_NAMESPACES'),
          h: filesOf(['src/app/wap/legacy-hash.ts']),
        };
        return {
          html,
          tags: [{ tag: 'script', children: `${RUNTIME}(${JSON.stringify(data)});`, injectTo: 'head-prepend' }],
        };
      },
    },
  };
}
