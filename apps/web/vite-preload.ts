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
 * included) and in which language, and adds `<link rel="modulepreload">` for that page's chunks, `preload`
 * (as fetch) for the language's start locale files and `preload` for the page's stylesheet. Everything then
 * downloads in parallel with the entry.
 */

/** The desktop frame: a lazy chunk of its own, loaded with every desktop page. */
const DESKTOP = 'src/app/layouts/main-layout.tsx';

/**
 * First-page routes worth preloading: address pattern → the lazy modules its page renders, and
 * `ns:<namespace>` for locale files its route loader adds to the start ones (app/router.tsx).
 */
const ROUTES: [RegExp, string[]][] = [
  [/^\/wap\/?$/, ['src/app/wap/wap-layout.tsx', 'src/app/wap/wap-home.tsx', 'ns:catalog']],
  [/^\/wap\/goods$/, ['src/app/wap/wap-layout.tsx', 'src/app/wap/wap-goods.tsx', 'ns:catalog']],
  [/^\/wap\/shop$/, ['src/app/wap/wap-layout.tsx', 'src/app/wap/wap-shop.tsx', 'ns:catalog']],
  [/^\/wap\/search$/, ['src/app/wap/wap-layout.tsx', 'src/app/wap/wap-search.tsx', 'ns:catalog']],
  [/^\/wap\/category$/, ['src/app/wap/wap-layout.tsx', 'src/app/wap/wap-category.tsx', 'ns:catalog']],
  [/^\/wap\/list$/, ['src/app/wap/wap-layout.tsx', 'src/app/wap/wap-list.tsx', 'ns:catalog']],
  [/^\/(index)?$/, [DESKTOP, 'src/app/routes/home.tsx', 'ns:catalog']],
  [/^\/productDetails$/, [DESKTOP, 'src/app/routes/product-details.tsx', 'ns:catalog']],
  [/^\/(searchResult|searchGoods|searchStore)$/, [DESKTOP, 'src/app/routes/search-result.tsx', 'ns:catalog']],
  [/^\/store$/, [DESKTOP, 'src/app/routes/store.tsx', 'ns:catalog']],
  [/^\/classification$/, [DESKTOP, 'src/app/routes/classification.tsx', 'ns:catalog']],
  [/^\/commodity$/, [DESKTOP, 'src/app/routes/commodity.tsx', 'ns:catalog']],
  [/^\/discounted$/, [DESKTOP, 'src/app/routes/discounted.tsx', 'ns:catalog']],
  [/^\/login$/, [DESKTOP, 'src/app/routes/login.tsx', 'ns:account']],
  [/^\/register$/, [DESKTOP, 'src/app/routes/register.tsx', 'ns:account']],
];

/**
 * First-page `.action` calls started by the inline script itself, before any of the app's code has
 * arrived: address pattern → the call and the name of its one parameter, taken from the page's `id`.
 * A goods page's picture, price and name (its largest paint) wait on `sellerGoods!info`; started by
 * the page's route loader, the call would leave only once the framework, the entry and the page's
 * chunk had downloaded and run. The app's client (src/lib/api-client.ts, `takeEarlyCall`) takes the
 * answer for the same call (same address, language, body and token), once.
 */
const EARLY_CALLS: [RegExp, string, string][] = [[/^\/wap\/goods$/, 'sellerGoods!info', 'sellerGoodsId']];

/** `NAMESPACES` / `WAP_NAMESPACES` of src/lib/i18n.ts (the namespaces each site starts with). */
function namespaces(i18nSource: string, name: string): string[] {
  const list = new RegExp(`\\b${name}\\s*=\\s*\\[([^\\]]*)\\]`).exec(i18nSource)?.[1] ?? '';
  return [...list.matchAll(/'([\w-]+)'/g)].map((m) => m[1]!);
}

/**
 * The inline script. `M` = { r: [[pattern, files]], b: locale files' folder, g: [languages], n: [desktop ns], w: [wap ns],
 * h: legacy-hash chunk files, a: [[pattern, action, parameter]] (EARLY_CALLS) }. Kept in plain ES5-ish code: it runs
 * before anything else. An early call is left in `window.__mallEarly` = { u: address, b: body, t: token, r: the
 * fetch's promise } with the client's headers (api-client.ts); not for the old clients' hash links (rare).
 */
const RUNTIME = `(function(M){try{
var L=location,P=L.pathname,Q=new URLSearchParams(L.search),S=localStorage,H=document.head;
if(/^\\/wap(\\/|$)/.test(P)&&L.hash.indexOf('#/')===0){
var m=/^#\\/([^?]*)(?:\\?(.*))?$/.exec(L.hash)||[],r=(m[1]||'').replace(/\\/+$/,''),hq=new URLSearchParams(m[2]||'');
P=/^CommodityDetails$/i.test(r)&&(hq.get('sellerGoodsId')||hq.get('id'))?'/wap/goods':/^shop$/i.test(r)&&(hq.get('sellerId')||hq.get('id'))?'/wap/shop':'/wap';
if(hq.get('lang'))Q.set('lang',hq.get('lang'));add(M.h);var legacy=1;
}else if(/Android|iPhone|iPod|iPad|Mobile|webOS|BlackBerry|IEMobile|Opera Mini/i.test(navigator.userAgent)&&!/^\\/(wap|login|register|userInfo|setup)(\\/|$)/.test(P)&&S.getItem('preferDesktop')!=='1'){
P=P==='/productDetails'&&Q.get('id')?'/wap/goods':Q.get('storeId')||(P==='/store'&&Q.get('id'))?'/wap/shop':'/wap';
}
var lang=Q.get('lang');if(M.g.indexOf(lang)<0)lang=S.getItem('lang');if(M.g.indexOf(lang)<0)lang='en';
var wap=/^\\/wap(\\/|$)/.test(P),ns=wap?M.w:M.n,f=[],i;
for(i=0;i<ns.length;i++)f.push(M.b+lang+'/'+ns[i]+'.json');
for(i=0;i<M.r.length;i++)if(new RegExp(M.r[i][0]).test(P))for(var j=0;j<M.r[i][1].length;j++){var x=M.r[i][1][j];f.push(x.indexOf('ns:')===0?M.b+lang+'/'+x.slice(3)+'.json':x);}
var id=(Q.get('id')||'').trim();
for(i=0;i<M.a.length;i++)if(id&&!legacy&&window.fetch&&new RegExp(M.a[i][0]).test(P)){
var t=S.getItem('token')||'',h={Accept:'application/json','Content-Type':'application/x-www-form-urlencoded;charset=UTF-8','X-Mall-Client':'web'},u='/api/'+M.a[i][1]+'.action?lang='+encodeURIComponent(lang),b=new URLSearchParams([[M.a[i][2],id]]).toString();
if(t)h.Authorization='Bearer '+t;
window.__mallEarly={u:u,b:b,t:t,r:fetch(u,{method:'POST',headers:h,body:b,credentials:'same-origin',signal:AbortSignal.timeout?AbortSignal.timeout(15000):undefined})};
}
add(f);
function add(a){for(var j=0;j<(a||[]).length;j++){var k=document.createElement('link'),c=/\\.css$/.test(a[j]),d=/\\.json$/.test(a[j]);k.rel=c||d?'preload':'modulepreload';if(c)k.as='style';if(d)k.as='fetch';k.crossOrigin='';k.href='/'+a[j];H.appendChild(k);}}
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
          for (const m of modules) if (!m.startsWith('ns:')) walk(byModule.get(join(opts.root, m)), js);
          const out: string[] = [];
          for (const f of js) {
            if (!inEntry.has(f)) out.push(f);
            for (const c of cssOf(f)) if (!entryCss.has(c)) out.push(c);
          }
          return [...new Set([...out, ...modules.filter((m) => m.startsWith('ns:'))])];
        };
        // Locale files are JSON assets under one folder (vite-locales.ts): `<base><lang>/<ns>.json`.
        let localeBase = '';
        const langs = new Set<string>();
        for (const a of Object.values(bundle)) {
          if (a.type !== 'asset') continue;
          for (const src of a.originalFileNames) {
            const m = /(?:^|\/)locales\/([^/]+)\/([^/]+)\.json$/.exec(src);
            if (!m) continue;
            langs.add(m[1]!);
            localeBase = a.fileName.slice(0, a.fileName.length - `${m[1]}/${m[2]}.json`.length);
          }
        }
        const i18nSource = readFileSync(join(opts.root, 'src/lib/i18n.ts'), 'utf8');
        const data = {
          r: ROUTES.map(([re, modules]) => [re.source, filesOf(modules)]).filter(([, f]) => f.length),
          b: localeBase,
          g: [...langs].sort(),
          n: namespaces(i18nSource, 'NAMESPACES'),
          w: namespaces(i18nSource, 'WAP_NAMESPACES'),
          h: filesOf(['src/app/wap/legacy-hash.ts']),
          a: EARLY_CALLS.map(([re, action, param]) => [re.source, action, param]),
        };
        return {
          html,
          tags: [{ tag: 'script', children: `${RUNTIME}(${JSON.stringify(data)});`, injectTo: 'head-prepend' }],
        };
      },
    },
  };
}
