#!/usr/bin/env node
/**
 * A host with no header control, as GitHub Pages or a plain S3 bucket website is to the site:
 * static files with their content types and `404.html` for unknown paths, and none of the
 * site's headers (serve-handler, given no `headers`; the export's header files are ignored).
 *
 *   node __tests__/e2e/hosts/serve-plain.mjs --dir out --port 4186
 */
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import handler from 'serve-handler';

const { values } = parseArgs({ options: { dir: { type: 'string' }, port: { type: 'string' } } });
if (!values.dir || !values.port) {
  console.error('Usage: serve-plain.mjs --dir <export> --port <port>');
  process.exit(2);
}
const config = {
  public: path.resolve(values.dir),
  cleanUrls: true,
  trailingSlash: true,
  directoryListing: false,
};
const server = http.createServer((request, response) => {
  handler(request, response, config).catch((error) => {
    console.error(error);
    if (!response.headersSent) response.writeHead(500);
    response.end();
  });
});
server.listen(Number(values.port), '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
