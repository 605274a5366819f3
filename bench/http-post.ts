// A lean keep-alive JSON POST for load generators. The bench client runs on the same two cores as the server and
// the database, so its own CPU per request lowers what it measures: fetch() cost about 1.6 to 1.9 ms of CPU per
// completion here, node:http on a keep-alive agent a fraction of that.
import http from 'node:http';

export interface Reply { status: number; body: string }

/** A poster for one origin with up to `sockets` kept-alive connections. */
export function jsonPoster(origin: string, headers: Record<string, string>, sockets: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const { hostname, port } = new URL(origin);
  const post = (path: string, body: unknown) => new Promise<Reply>((resolve, reject) => {
    const payload = Buffer.from(JSON.stringify(body));
    const req = http.request({
      agent, hostname, port, path, method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'content-length': String(payload.length) },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
  return { post, close: () => agent.destroy() };
}
