#!/usr/bin/env node
// Serves build/ like the production host: gzip for text (the `compression` middleware, zlib's
// default level 6), `/x` -> 301 `/x/`, `/x/` -> `/x/index.html`, and 404 with the body of 404.html
// for anything else (serve-handler, the static server `docusaurus serve` uses, with its settings).
// Lighthouse and the benchmarks measure the site through it, because `docusaurus serve` does not
// compress and the figures would then describe no real deployment. tests/perf/serve-gzip.test.mjs
// checks that behaviour.
//
//   node scripts/serve-gzip.mjs [--dir build] [--port 4196] [--host 127.0.0.1]
import {createServer} from 'node:http';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import compression from 'compression';
import serveHandler from 'serve-handler';

/** zlib's default level (6), as most hosts and the `compression` middleware use. */
export const GZIP_LEVEL = 6;

// Hashed assets never change; HTML and indexes must be revalidated (serve-handler's default).
const HEADERS = [
  {
    source: 'assets/**',
    headers: [{key: 'Cache-Control', value: 'public, max-age=31536000, immutable'}],
  },
];

/**
 * Starts the server. Resolves to {server, port, url, close()} once it listens; port 0 picks a free
 * port, which is what tests use so that parallel runs never collide.
 */
export async function startGzipServer({dir = 'build', port = 0, host = '127.0.0.1'} = {}) {
  const gzip = compression({level: GZIP_LEVEL, threshold: 0});
  const options = {
    public: path.resolve(dir),
    cleanUrls: true,
    trailingSlash: true,
    directoryListing: false,
    headers: HEADERS,
  };
  const server = createServer((req, res) => {
    gzip(req, res, () => {
      serveHandler(req, res, options).catch((error) => {
        res.writeHead(500, {'Content-Type': 'text/plain; charset=utf-8'});
        res.end(String(error));
      });
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const actualPort = server.address().port;
  return {
    server,
    port: actualPort,
    url: `http://${host}:${actualPort}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : fallback;
  };
  const {url, close} = await startGzipServer({
    dir: arg('dir', 'build'),
    port: Number(arg('port', process.env.PORT ?? 4196)),
    host: arg('host', '127.0.0.1'),
  });
  console.log(`Serving build with gzip at ${url}/`);
  const stop = () => close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
