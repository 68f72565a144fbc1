import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside every built script and stylesheet, which the
 * server sends as they are (@fastify/static `preCompressed`). Compressing at request time uses
 * brotli quality 4, 14% larger: the hashed files never change, so they are compressed once, as
 * hard as it gets (docs/decisions.md "Web: bundle budgets").
 */
const COMPRESSIBLE = /\.(js|css|svg|json)$/;
const MIN_BYTES = 1024;

export const precompress = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'emlak-precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: () => {
      const assets = join(outDir, 'assets');
      for (const name of readdirSync(assets)) {
        if (!COMPRESSIBLE.test(name)) continue;
        const file = join(assets, name);
        const content = readFileSync(file);
        if (content.length < MIN_BYTES) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
};
