// Chromium's explicit compile hint (V8 since Chrome 136): a script that starts with this comment has
// every function compiled eagerly, while the browser streams the script in, off the main thread.
// Without it V8 compiles a function on its first call, on the main thread: 200-320 ms at 4x CPU on
// the docs and spec pages, while main.js ran and the page hydrated (bench/README.md, decision 7).
// Other browsers read it as a comment.
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

// Only the scripts that Docusaurus loads to render a route get the hint: the entry (main.js, the
// runtime) and the chunks imported by the route registry or, for the not-found route, by core's
// ComponentCreator (page components, their content, and what those share). Chunks that a component
// loads on demand (Mermaid, the search box, Prism, the not-found page's suggestions) keep V8's lazy
// compilation: most of their functions never run on a given page.
const ROUTE_LOADERS = [
  /[\\/]\.docusaurus[\\/]registry\.js$/,
  /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]exports[\\/]ComponentCreator\.js$/,
];

interface ChunkGroupLike {
  isInitial(): boolean;
  origins: {module?: {nameForCondition?(): string | null | undefined} | null}[];
}
interface ChunkLike {
  files: Iterable<string>;
  groupsIterable: Iterable<ChunkGroupLike>;
}
interface CompilationLike {
  chunks: Iterable<ChunkLike>;
  hooks: {
    processAssets: {
      tap(options: {name: string; stage: number}, fn: () => void): void;
    };
  };
  updateAsset(file: string, update: (source: unknown) => unknown): void;
}
interface CompilerLike {
  webpack: {
    Compilation: {PROCESS_ASSETS_STAGE_DEV_TOOLING: number};
    sources: {ConcatSource: new (...sources: unknown[]) => unknown};
  };
  hooks: {
    thisCompilation: {tap(name: string, fn: (compilation: CompilationLike) => void): void};
  };
}

const NAME = 'TdexCompileHintsPlugin';

const rendersRoute = (group: ChunkGroupLike): boolean =>
  group.isInitial() ||
  group.origins.some((origin) => {
    const file = origin.module?.nameForCondition?.() ?? '';
    return ROUTE_LOADERS.some((loader) => loader.test(file));
  });

/** Browser bundle only (webpack or Rspack): prepends COMPILE_HINT to the scripts that render routes. */
export class CompileHintsPlugin {
  apply(compiler: CompilerLike): void {
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // After minification (OPTIMIZE_SIZE), which drops comments, and before the content hashes
      // are computed (OPTIMIZE_HASH).
      compilation.hooks.processAssets.tap(
        {name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING},
        () => {
          // ROUTE_LOADERS name private files of Docusaurus core: if an upgrade moves them, no
          // route chunk would get the hint, silently. Stop the build instead, naming them.
          const routeChunks = [...compilation.chunks].filter((chunk) =>
            [...chunk.groupsIterable].some((group) => !group.isInitial() && rendersRoute(group)),
          );
          if (routeChunks.length === 0) {
            throw new Error(
              `${NAME}: no chunk is loaded by ${ROUTE_LOADERS.map(String).join(' or ')}; ` +
                'Docusaurus core moved the code that loads routes. Find it and update ROUTE_LOADERS ' +
                'in plugins/perf/compile-hints.ts.',
            );
          }
          for (const chunk of compilation.chunks) {
            if (![...chunk.groupsIterable].some(rendersRoute)) continue;
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              compilation.updateAsset(
                file,
                (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source),
              );
            }
          }
        },
      );
    });
  }
}
