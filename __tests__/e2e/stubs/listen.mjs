/**
 * Starts a stub's HTTP server on `host:port` and gives it a `close` that also ends the
 * connections still open (a stub that never answers holds some), so a test run never hangs on it.
 * @param {import('node:http').Server} server
 * @param {{ port: number, host: string }} address port 0 picks a free one
 * @returns {Promise<{ url: string, close: () => Promise<void> }>} url e.g. 'http://127.0.0.1:4174'
 */
export async function listen(server, { port, host }) {
  const sockets = new Set();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const close = () =>
    new Promise((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  return { url: `http://${host}:${server.address().port}`, close };
}
