// A lean HTTP client for latency benchmarks: node:http over kept-alive sockets. The benchmark client
// shares the machine with the server; fetch() (undici) costs about twice the CPU per call, which a
// benchmark of the server should not count.
import http from 'node:http';

/** POSTs `params` as a form to `base + path`; resolves to the parsed JSON and the round trip in ms. */
export function httpClient(base, sockets) {
  const u = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const post = (path, params = {}) =>
    new Promise((resolve, reject) => {
      const body = new URLSearchParams(params).toString();
      const t0 = performance.now();
      const req = http.request(
        {
          host: u.hostname,
          port: u.port,
          path,
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => {
            try {
              resolve({ json: JSON.parse(Buffer.concat(chunks).toString('utf8')), ms: performance.now() - t0 });
            } catch (e) {
              reject(e);
            }
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  return { post, close: () => agent.destroy() };
}
