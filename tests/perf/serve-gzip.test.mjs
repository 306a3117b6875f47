// scripts/serve-gzip.mjs, the server Lighthouse and the benchmark measure the site through, behaves
// like the production host: text is gzipped, a folder asked for without its slash is redirected to
// it, and an unknown address answers 404 with the not-found page.
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {request} from 'node:http';
import {gunzipSync} from 'node:zlib';
import * as cheerio from 'cheerio';
import {startGzipServer} from '../../scripts/serve-gzip.mjs';
import {BUILD, assertBuilt} from '../support/site.mjs';

// One GET with the raw response (fetch would undo the compression and follow the redirect).
function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    request(url, {headers}, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({response, body: Buffer.concat(chunks)}));
    })
      .on('error', reject)
      .end();
  });
}

describe('the gzip server', () => {
  let server;
  before(async () => {
    assertBuilt();
    server = await startGzipServer({dir: BUILD, port: 0});
  });
  after(() => server?.close());

  it('gzips HTML for a client that accepts it, and serves it plain otherwise', async () => {
    const gzipped = await get(`${server.url}/docs/latest/`, {'accept-encoding': 'gzip'});
    assert.equal(gzipped.response.statusCode, 200);
    assert.equal(gzipped.response.headers['content-encoding'], 'gzip');
    assert.match(gunzipSync(gzipped.body).toString(), /<html/);
    const plain = await get(`${server.url}/docs/latest/`);
    assert.equal(plain.response.headers['content-encoding'], undefined);
    assert.match(plain.body.toString(), /<html/);
  });

  it('redirects /x to /x/ for a page folder', async () => {
    const {response} = await get(`${server.url}/docs/latest`);
    assert.equal(response.statusCode, 301);
    assert.equal(response.headers.location, '/docs/latest/');
  });

  it('answers an unknown address with 404 and the not-found page', async () => {
    const {response, body} = await get(`${server.url}/no/such/page/`);
    assert.equal(response.statusCode, 404);
    assert.match(body.toString(), /Page not found/);
  });

  it('lets browsers keep the hashed assets', async () => {
    const {body} = await get(`${server.url}/`);
    const script = cheerio.load(body.toString())('script[src^="/assets/js/"]').attr('src');
    assert.ok(script, 'the home page loads a script from /assets/js/');
    const {response} = await get(`${server.url}${script}`);
    assert.equal(response.statusCode, 200);
    assert.match(response.headers['cache-control'], /immutable/);
  });
});
