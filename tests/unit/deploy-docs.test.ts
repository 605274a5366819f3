import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Every environment variable the server, its scripts and the test runner read (`process.env.X`, `env.X`, `env['X']`). */
function variablesRead(): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|mjs)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) {
        const text = fs.readFileSync(full, 'utf8');
        for (const match of text.matchAll(/\benv(?:\.([A-Z][A-Z0-9_]+)|\[['"]([A-Z][A-Z0-9_]+)['"]\])/g)) {
          const name = match[1] ?? match[2]!;
          if (!found.has(name)) found.set(name, path.relative(ROOT, full));
        }
      }
    }
  };
  for (const dir of ['src/server', 'src/common', 'scripts']) walk(path.join(ROOT, dir));
  return found;
}

describe('docs/deploy.md', () => {
  it('documents every environment variable the server and its scripts read', () => {
    const doc = fs.readFileSync(path.join(ROOT, 'docs/deploy.md'), 'utf8');
    const read = variablesRead();
    expect(read.size).toBeGreaterThan(30);
    for (const name of ['MAIL_SECRET_KEY', 'FEE_POLL_MS', 'SERVER_PROCESSES', 'DATA_DIR', 'HEALTH_TIMEOUT_MS']) expect(read.has(name), name).toBe(true);
    // The benchmarks' BENCH_* settings are covered as a family (their own table is in the README).
    const missing = [...read].filter(([name]) => !doc.includes(`\`${name}\``) && !(name.startsWith('BENCH_') && doc.includes('`BENCH_*`')))
      .map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it('names the deployment files that exist', () => {
    const doc = fs.readFileSync(path.join(ROOT, 'docs/deploy.md'), 'utf8');
    for (const file of ['deploy/compose.yaml', 'deploy/Caddyfile', 'deploy/nginx.conf', 'deploy/env.example', 'scripts/docker-smoke.mjs']) {
      expect(doc, file).toContain(file);
      expect(fs.existsSync(path.join(ROOT, file)), file).toBe(true);
    }
  });
});
