import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { SHELL_CHUNK_NAME } from "./src/contract/pages.ts";
import { API_PREFIXES } from "./src/contract/prefixes.ts";
import { isSharePagePath } from "./src/domain/share-link.ts";

/** The build's version: the client compares it with /version.json (pack_vue_version) on clicks. */
const APP_VERSION = process.env.APP_VERSION ?? new Date().toISOString().replace(/[-:.TZ]/g, "");

function versionFile(): Plugin {
  return {
    name: "version-json",
    apply: "build",
    generateBundle() {
      this.emitFile({
        type: "asset",
        fileName: "version.json",
        source: `${JSON.stringify({ pack_vue_version: APP_VERSION })}\n`,
      });
    },
  };
}

/**
 * Writes .br and .gz next to every text asset so the server sends compressed files without
 * compressing on each request (serveStatic's precompressed option picks them by Accept-Encoding).
 */
function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "precompress",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle() {
      const { readdir, readFile, writeFile } = await import("node:fs/promises");
      const path = await import("node:path");
      const zlib = await import("node:zlib");
      const walk = async (dir: string): Promise<string[]> =>
        (await readdir(dir, { withFileTypes: true })).flatMap((e) =>
          e.isDirectory() ? [] : [path.join(dir, e.name)],
        );
      const assets = path.join(outDir, "assets");
      const files = [...(await walk(outDir)), ...(await walk(assets).catch(() => []))].filter((f) =>
        /\.(js|css|html|svg|json|txt)$/.test(f),
      );
      await Promise.all(
        files.map(async (file) => {
          const data = await readFile(file);
          if (data.length < 1024) return;
          await writeFile(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
          await writeFile(
            `${file}.br`,
            zlib.brotliCompressSync(data, {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
            }),
          );
        }),
      );
    },
  };
}

const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * V8's explicit compile hint (v8.dev/blog/explicit-compile-hints) on the chunks a page's first
 * load runs: their functions compile eagerly on the streaming thread while the file downloads,
 * instead of one by one on the main thread at their first call. The hint is the chunk's banner,
 * so it is part of the file's hash; V8 reads it only as the file's first line, above the preload
 * map Vite adds later, so it is moved there. Main-thread script time of the home page's load:
 * 212 → 163 ms, median of 8; on the second line the hint changed nothing (decisions §25).
 */
function compileHints(): Plugin {
  return {
    name: "compile-hints",
    apply: "build",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== "chunk" || !chunk.code.includes(COMPILE_HINT)) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code.replace(`${COMPILE_HINT}\n`, "")}`;
        }
      },
    },
  };
}

/** The chunks a page's first load runs at once: the entry, the shell and the home page. */
const EAGER_CHUNKS = /^(main|shell|DashboardPage)$/;

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? "8080"}`;

/** In `vite` dev, the public share pages come from share.html, as the server does in production. */
function sharePages(): Plugin {
  return {
    name: "share-pages",
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const [pathname = "", search = ""] = (req.url ?? "").split("?");
        if (isSharePagePath(pathname)) req.url = `/share.html${search ? `?${search}` : ""}`;
        next();
      });
    },
  };
}

/**
 * Two separate builds into one dist/: the staff app (index.html), and, with BUILD_TARGET=share,
 * the public share pages (share.html). Separate builds share no chunks, so neither page pays
 * for modules the other happens to use (one build with two inputs split React and the API
 * client into chunks common to both, which cost the login page ~3 KB gzip of chunk overhead).
 */
const shareBuild = process.env.BUILD_TARGET === "share";

/**
 * The shell's chunk: the shell, and the small modules the home page shares with other pages
 * (its API calls, dates and numbers, scope, tabs with their Radix parts, its texts). Every
 * session lands on the home page first; left to themselves these became eight files of 1-5 KB,
 * each a request of its own before the first paint (on a phone's HTTP/1.1, six at a time, a
 * round trip each). In the shell (28.5 → 39.6 KB gzip) they cost another signed-in page up to
 * 11 KB on its first load, once, cached.
 * decisions §23; `npm run bench` prints each key route's file count.
 */
const SHELL_MODULES = new RegExp(
  [
    String.raw`src/app/shell/ShellLayout\.tsx$`,
    String.raw`src/domain/(format|format-number|scope|business-stats|digits|inquiry|help-videos)\.ts$`,
    String.raw`src/widgets/dashboard/types\.ts$`,
    String.raw`src/ui/(tabs\.tsx|radix-id\.ts|loadable\.ts|chart-legend\.tsx|gear-icon\.tsx|theme-colors\.ts)$`,
    String.raw`src/(api|i18n/messages)/dashboard\.ts$`,
    "@radix-ui/react-(tabs|roving-focus|collection|direction|id|use-controllable-state|presence)/",
  ].join("|"),
);

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    sharePages(),
    compileHints(),
    ...(shareBuild ? [] : [versionFile()]),
    precompress(),
  ],
  define: { __APP_VERSION__: JSON.stringify(APP_VERSION) },
  resolve: {
    alias: [
      {
        // wouter's React < 18 polyfill; React 19 has the hook (see src/app/react-sync-store.ts).
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL("./src/app/react-sync-store.ts", import.meta.url)),
      },
      {
        // Radix's React < 18 id polyfill, whose layout effect re-rendered the first commit.
        find: /^@radix-ui\/react-id$/,
        replacement: fileURLToPath(new URL("./src/ui/radix-id.ts", import.meta.url)),
      },
    ],
  },
  build: {
    manifest: shareBuild ? ".vite/share-manifest.json" : true,
    target: "es2022",
    cssCodeSplit: true,
    // Every browser the product supports preloads modules natively (Chrome 66, Safari 17,
    // Firefox 115); without support a preload hint is only ignored, never an error.
    modulePreload: { polyfill: false },
    sourcemap: false,
    emptyOutDir: !shareBuild,
    rolldownOptions: {
      input: shareBuild ? { share: "share.html" } : { main: "index.html" },
      output: {
        // No banner (undefined, which rolldown accepts though its type says string) for the
        // other chunks: an empty one would still add a blank first line to each of them.
        postBanner: (chunk) =>
          EAGER_CHUNKS.test(chunk.name) ? COMPILE_HINT : (undefined as unknown as string),
        codeSplitting: {
          groups: [
            { name: "main", tags: ["$initial"], priority: 2 },
            // Every signed-in page renders inside the shell: its code (and what it alone needs)
            // travels as one file rather than a dozen small ones, each a request of its own.
            // What the public pages share with it (the status screens, the access calls of the
            // SSO landing) stays apart, so they do not load the shell.
            ...(shareBuild
              ? []
              : [
                  {
                    name: "public-shared",
                    test: /src\/(widgets\/status\/|i18n\/messages\/status\.ts|app\/pages\/NotFoundPage\.tsx|api\/access\.ts)/,
                    priority: 1.5,
                  },
                  {
                    name: SHELL_CHUNK_NAME,
                    test: SHELL_MODULES,
                    priority: 1,
                  },
                ]),
          ],
        },
      },
    },
  },
  server: {
    // /im carries the chat's WebSocket too; the reference files are the server's
    // (server/routes/reference-json.ts).
    proxy: Object.fromEntries(
      [...API_PREFIXES, "/static/json"].map((prefix) => [
        `^${prefix}/`,
        { target: apiTarget, ws: prefix === "/im" },
      ]),
    ),
  },
});
