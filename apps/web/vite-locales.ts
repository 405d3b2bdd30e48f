import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The locale files (src/locales/<lang>/<ns>.json) as plain JSON files the app fetches one language
 * and namespace at a time, instead of 126 JS chunks behind an `import.meta.glob` map in the entry
 * (that map alone was ~3 KiB gzip on every page).
 *
 * All files share one content hash in their folder name, so the app needs a single base URL
 * (`__LOCALE_BASE__`, e.g. `/assets/locales/1a2b3c4d/`) and every file is still cacheable forever.
 * In the build they are emitted as assets with their source name, so they appear in
 * dist/.vite/manifest.json (`src/locales/<lang>/<ns>.json` → file) for scripts/check-bundle.mjs and
 * the first-page preload. The dev server answers the same URLs from src/locales.
 */
export function localeFiles(opts: { root: string }): Plugin {
  const dir = join(opts.root, 'src/locales');
  const list = () =>
    readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .flatMap((d) =>
        readdirSync(join(dir, d.name))
          .filter((f) => f.endsWith('.json'))
          .map((f) => ({ lang: d.name, ns: f.slice(0, -5) })),
      )
      .sort((a, b) => `${a.lang}/${a.ns}`.localeCompare(`${b.lang}/${b.ns}`));
  const minified = (lang: string, ns: string) => JSON.stringify(JSON.parse(readFileSync(join(dir, lang, `${ns}.json`), 'utf8')));
  let base = '/assets/locales/dev/';

  return {
    name: 'mall:locale-files',
    config(_config, env) {
      if (env.command === 'build') {
        const h = createHash('sha256');
        for (const { lang, ns } of list()) h.update(`${lang}/${ns}\0${minified(lang, ns)}\0`);
        base = `/assets/locales/${h.digest('hex').slice(0, 10)}/`;
      }
      return { define: { __LOCALE_BASE__: JSON.stringify(base) } };
    },
    buildStart() {
      if (this.environment?.config.command !== 'build') return;
      for (const { lang, ns } of list()) {
        this.emitFile({
          type: 'asset',
          name: `${ns}.json`,
          fileName: `${base.slice(1)}${lang}/${ns}.json`,
          originalFileName: `src/locales/${lang}/${ns}.json`,
          source: minified(lang, ns),
        });
      }
    },
    configureServer(server) {
      server.middlewares.use(base, (req, res, next) => {
        const m = /^\/([\w-]+)\/([\w-]+)\.json$/.exec((req.url ?? '').split('?')[0] ?? '');
        if (!m) return next();
        try {
          const body = minified(m[1]!, m[2]!);
          res.setHeader('content-type', 'application/json; charset=utf-8');
          res.end(body);
        } catch {
          res.statusCode = 404;
          res.end();
        }
      });
      // An edited locale file: reload the page (the texts are fetched, not imported).
      server.watcher.add(dir);
      server.watcher.on('change', (file) => {
        if (file.startsWith(dir) && file.endsWith('.json')) server.ws.send({ type: 'full-reload' });
      });
    },
  };
}
