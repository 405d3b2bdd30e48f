import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * What a lazy import preloads. Vite lists, for every `import()`, all the imported chunk's static
 * dependencies; its preload helper then appends a `<link rel="modulepreload">` for each one no link names
 * yet, all in the task that calls `import()`. Each link costs the main thread 1-2 ms (measured under
 * Lighthouse), so a page section that appended ten made a long task of its own. Two rules:
 *
 * - A page's routes (lazy imports of the entry chunk, the router) keep their lists, less what is loaded
 *   already (the entry, the runtime, the framework chunk): a navigation fetches a page's chunks together.
 * - A page's own sections (lazy imports of any other chunk: the part below the first screen, the buy
 *   bar's links, the options sheet) list none. They load after the first screen; the browser finds their
 *   few modules in their import statements, one round trip later, in tasks of their own.
 *
 * CSS dependencies are not passed to `resolveDependencies`: Vite still loads them before the section.
 */
export function preloadDeps(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[], ctx: { hostId: string; hostType: 'html' | 'js' }) => string[];
} {
  let bundle: OutputBundle | null = null;
  // the entry chunks and every chunk they import statically, transitively: loaded before any page's code
  let loadedFirst: Set<string> | null = null;
  const entryClosure = (): Set<string> => {
    if (loadedFirst) return loadedFirst;
    const seen = new Set<string>();
    const visit = (f: string) => {
      if (seen.has(f)) return;
      seen.add(f);
      const chunk = bundle?.[f];
      if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
    };
    for (const c of Object.values(bundle ?? {})) if (c.type === 'chunk' && c.isEntry) visit(c.fileName);
    loadedFirst = seen;
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
          loadedFirst = null;
        },
      },
    },
    resolveDependencies: (_file, deps, { hostId, hostType }) => {
      const host = bundle?.[hostId];
      const fromEntry = hostType === 'html' || (host?.type === 'chunk' && host.isEntry);
      if (!fromEntry) return [];
      const loaded = entryClosure();
      return deps.filter((d) => !loaded.has(d));
    },
  };
}
