import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** Text the browser loads from the build; images and fonts are compressed formats already. */
const TEXT_FILES = /\.(?:html|js|mjs|css|svg|json|txt|xml|webmanifest|map|ico)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes `x.br` (brotli, quality 11) and `x.gz` (gzip, level 9) next to every text file of the
 * build, public files included, which the server sends as they are (issue 12 §1): the slowest
 * settings cost seconds once per build instead of CPU on every request. No size threshold, because
 * @fastify/compress would compress a small file on every request instead (it compresses a streamed
 * file whatever its size); a sibling that would not be smaller is not written.
 */
export function precompress({ bundleOnly = false }: { bundleOnly?: boolean } = {}): Plugin {
  return {
    name: 'the-gate:precompress',
    // The browser's build only: the server-rendering bundle is read from disk by the server.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler({ dir }, bundle) {
        if (!dir) return;
        // A second build into the same folder (the back office) compresses its own files only.
        const names = (
          bundleOnly ? Object.keys(bundle) : await readdir(dir, { recursive: true, encoding: 'utf8' })
        ).filter((name) => TEXT_FILES.test(name));
        let plain = 0;
        let compressed = 0;
        await Promise.all(
          names.map(async (name) => {
            const file = path.join(dir, name);
            const body = await readFile(file);
            const [br, gz] = await Promise.all([
              brotli(body, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                  [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
                },
              }),
              gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
            ]);
            if (br.length < body.length) await writeFile(`${file}.br`, br);
            if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
            plain += body.length;
            compressed += Math.min(br.length, body.length);
          }),
        );
        const kB = (bytes: number) => `${Math.round(bytes / 1024)} kB`;
        this.info(`precompressed ${names.length} text files: ${kB(plain)}, ${kB(compressed)} as brotli`);
      },
    },
  };
}
