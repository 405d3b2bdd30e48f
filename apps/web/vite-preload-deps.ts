import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * What a lazy import preloads, less what is already loaded. Vite lists, for every `import()`, all the
 * imported chunk's static dependencies; its preload helper then adds a `<link rel="modulepreload">` for
 * each one no link names yet. The chunks the importing chunk itself imports statically (and the entry,
 * loaded by a `<script>`) are always loaded by the time its `import()` runs, yet each still got a link:
 * every lazy section of a page appended a dozen links in one task (1-2 ms of main thread each, 15-30 ms
 * a section measured under Lighthouse), for modules the browser already had. The entry's own imports
 * (the runtime, the framework chunk) are left out the same way: they load before any page's code.
 *
 * `preloadDeps()` returns the plugin that keeps the bundle's chunk graph and the `resolveDependencies`
 * function for `build.modulePreload` that drops those chunks from each list.
 */
export function preloadDeps(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[], ctx: { hostId: string }) => string[];
} {
  let bundle: OutputBundle | null = null;
  const closures = new Map<string, Set<string>>();
  // a chunk and every chunk it imports statically, transitively: all loaded before its code runs
  const staticClosure = (file: string): Set<string> => {
    let seen = closures.get(file);
    if (seen) return seen;
    seen = new Set<string>();
    const visit = (f: string) => {
      if (seen!.has(f)) return;
      seen!.add(f);
      const chunk = bundle?.[f];
      if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
    };
    visit(file);
    closures.set(file, seen);
    return seen;
  };
  return {
    plugin: {
      name: 'mall:preload-deps',
      apply: 'build',
      // before Vite's import analysis, which calls resolveDependencies while it writes the preload lists
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output;
          closures.clear();
        },
      },
    },
    resolveDependencies: (_file, deps, { hostId }) => {
      const host = staticClosure(hostId);
      // the entry, the runtime and the framework chunk: loaded before any page's code
      const entries = Object.values(bundle ?? {}).filter((c) => c.type === 'chunk' && c.isEntry);
      return deps.filter((d) => !host.has(d) && !entries.some((e) => staticClosure(e.fileName).has(d)));
    },
  };
}
