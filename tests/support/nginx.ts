import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));

/** Whether nginx is installed; under CI a missing one is a failure (the replica suite calls requireNginx). */
export function requireNginx(): boolean {
  if (NGINX) return true;
  if (process.env.CI) throw new Error('nginx is missing (/usr/sbin/nginx): CI must install nginx (apt-get install -y nginx)');
  return false;
}

export interface Proxy {
  url: string;
  port: number;
  /** The last lines of nginx's error log. */
  log(): string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The reverse proxy in front of the portal's replicas, as docs/deploy.md describes it: round robin over `replicas`
 * (keep-alive upstream connections), the client address in X-Forwarded-For (the servers run with TRUST_PROXY=1),
 * uploads up to `bodyLimit`, and the counters' event stream unbuffered and long-lived. For the tests only, a request
 * with `X-Replica: <index>` goes to that replica. nginx runs in the foreground as a child of the test, with its own
 * pid file, logs and temp folders in a throwaway directory.
 */
export async function startNginx(replicas: string[], options: { bodyLimit?: string } = {}): Promise<Proxy> {
  if (!NGINX) throw new Error('nginx is not installed');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-nginx-'));
  const port = await freePort();
  const hosts = replicas.map((url) => new URL(url).host);
  const proxied = `
      proxy_pass http://$replica;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;`;
  // Started by root (a container), nginx would hand its workers to "nobody", who cannot use this private folder.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  const conf = `
${user}worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream portal {
${hosts.map((h) => `    server ${h};`).join('\n')}
    keepalive 32;
  }
  map $http_x_replica $replica {
    default portal;
${hosts.map((h, i) => `    "${i}" ${h};`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    # Uploads: at least the server's FILE_MAX_BYTES (10 MB by default) plus the multipart envelope.
    client_max_body_size ${options.bodyLimit ?? '11m'};
    location / {${proxied}
    }
    # The counters' Server-Sent Events: no buffering, no time limit between the server's pings.
    location ~ /counts/v1/events$ {${proxied}
      proxy_buffering off;
      proxy_cache off;
      proxy_read_timeout 1h;
    }
  }
}
`;
  fs.writeFileSync(path.join(dir, 'nginx.conf'), conf);
  const errorLog = path.join(dir, 'error.log');
  const log = () => (fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8').split('\n').slice(-30).join('\n') : '(no log)');
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', errorLog], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
  let exited: string | null = null;
  const exit = new Promise<void>((resolve) => child.on('exit', (code, signal) => { exited = signal ?? `exit ${code}`; resolve(); }));
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 100) {
    if (exited) throw new Error(`nginx stopped (${exited}): ${stderr}\n${log()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => { socket.end(); resolve(true); });
      socket.on('error', () => resolve(false));
    });
    if (open) break;
    if (waited > 20_000) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not listen on ${port}: ${stderr}\n${log()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port,
    log,
    stop: async () => {
      if (!exited) {
        child.kill('SIGQUIT');
        await Promise.race([exit, new Promise((r) => setTimeout(r, 5_000))]);
        if (!exited) child.kill('SIGKILL');
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
