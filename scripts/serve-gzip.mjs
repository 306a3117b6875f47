#!/usr/bin/env node
// A small static server for build/ that behaves like the production host: gzip for text, `/x` -> 301
// `/x/` when x is a folder, `/x/` -> `/x/index.html`, and 404 with the body of 404.html for anything
// else. Lighthouse and the benchmarks measure the site through it, because `docusaurus serve` does not
// compress and the figures would then describe no real deployment.
//
//   node scripts/serve-gzip.mjs [--dir build] [--port 4196] [--host 127.0.0.1]
import {createServer} from 'node:http';
import {readFile, stat} from 'node:fs/promises';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {fileURLToPath} from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.xml', '.txt', '.svg']);

/** zlib's default level (6), as most hosts and the `compression` middleware use. */
export const GZIP_LEVEL = 6;

async function fileAt(filePath) {
  try {
    const s = await stat(filePath);
    return s.isFile() ? s : null;
  } catch {
    return null;
  }
}

async function isDir(dirPath) {
  try {
    return (await stat(dirPath)).isDirectory();
  } catch {
    return false;
  }
}

/**
 * Starts the server. Resolves to {server, port, url, close()} once it listens; port 0 picks a free
 * port, which is what tests use so that parallel runs never collide.
 */
export async function startGzipServer({dir = 'build', port = 0, host = '127.0.0.1'} = {}) {
  const root = path.resolve(dir);
  const gzCache = new Map();

  async function send(req, res, status, filePath, fileStat) {
    const ext = path.extname(filePath).toLowerCase();
    const headers = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      // Hashed assets never change; HTML and indexes must be revalidated.
      'Cache-Control': /[/\\]assets[/\\]/.test(filePath)
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=0, must-revalidate',
    };
    let body = await readFile(filePath);
    if (COMPRESSIBLE.has(ext)) {
      headers.Vary = 'Accept-Encoding';
      if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
        const key = `${filePath}:${fileStat.mtimeMs}`;
        let gz = gzCache.get(key);
        if (!gz) {
          gz = gzipSync(body, {level: GZIP_LEVEL});
          gzCache.set(key, gz);
        }
        body = gz;
        headers['Content-Encoding'] = 'gzip';
      }
    }
    headers['Content-Length'] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  async function notFound(req, res) {
    const page = path.join(root, '404.html');
    const s = await fileAt(page);
    if (s) return send(req, res, 404, page, s);
    res.writeHead(404, {'Content-Type': 'text/plain; charset=utf-8'});
    res.end('Not found');
  }

  async function handle(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, {Allow: 'GET, HEAD'});
      res.end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return notFound(req, res);
    }
    const target = path.join(root, pathname);
    // Never serve outside build/.
    if (target !== root && !target.startsWith(root + path.sep)) return notFound(req, res);

    if (pathname.endsWith('/')) {
      const index = path.join(target, 'index.html');
      const s = await fileAt(index);
      return s ? send(req, res, 200, index, s) : notFound(req, res);
    }
    const s = await fileAt(target);
    if (s) return send(req, res, 200, target, s);
    // A folder asked for without its slash: redirect like the host (trailingSlash: true).
    if ((await isDir(target)) && (await fileAt(path.join(target, 'index.html')))) {
      res.writeHead(301, {Location: `${url.pathname}/${url.search}`});
      res.end();
      return;
    }
    return notFound(req, res);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      res.writeHead(500, {'Content-Type': 'text/plain; charset=utf-8'});
      res.end(String(error));
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
