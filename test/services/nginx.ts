/**
 * Debian's nginx, started for one test file with the shipped site configuration
 * (deploy/nginx-site.conf) over an export: only the export's folder and the port are changed, as a
 * maintainer deploying it would change them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const NGINX_PATH = '/usr/sbin/nginx';
const SITE_CONFIG = path.resolve('deploy', 'nginx-site.conf');
/** The folder deploy/nginx-site.conf names for the export. */
const SHIPPED_ROOT = '/srv/docs-site/out';

export interface RunningNginx {
  close: () => Promise<void>;
}

/** The site configuration for `root` on 127.0.0.1:`port`; throws when the shipped file changed shape. */
export function siteConfigFor(source: string, root: string, port: number): string {
  const listens = source.match(/^\s*listen 80;$/gm) ?? [];
  if (listens.length !== 1 || !source.includes(SHIPPED_ROOT)) {
    throw new Error(
      `${SITE_CONFIG} no longer has one "listen 80;" and the root ${SHIPPED_ROOT}: update test/services/nginx.ts with it`,
    );
  }
  return source
    .replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`)
    .split(SHIPPED_ROOT)
    .join(path.resolve(root));
}

function waitForPort(port: number, nginx: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  return new Promise((resolve, reject) => {
    const attempt = (): void => {
      if (nginx.exitCode !== null) {
        reject(new Error(`nginx exited with ${nginx.exitCode}:\n${log()}`));
        return;
      }
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.end();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nginx did not listen on ${port}:\n${log()}`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

/** Starts nginx in the foreground serving each export on its port; one process for all. */
export async function startNginx(sites: { root: string; port: number }[]): Promise<RunningNginx> {
  if (!fs.existsSync(NGINX_PATH)) {
    throw new Error(`${NGINX_PATH} is missing: install Debian's nginx (apt-get install -y nginx)`);
  }
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-nginx-'));
  const source = fs.readFileSync(SITE_CONFIG, 'utf8');
  const includes = sites.map(({ root, port }, index) => {
    const file = path.join(prefix, `site-${index}.conf`);
    fs.writeFileSync(file, siteConfigFor(source, root, port));
    return `    include ${file};`;
  });
  const temp = (name: string): string => `${path.join(prefix, name)}`;
  const errorLog = temp('error.log');
  fs.writeFileSync(
    temp('nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${temp('nginx.pid')};`,
      `error_log ${errorLog} warn;`,
      'events { worker_connections 256; }',
      'http {',
      '    access_log off;',
      '    include /etc/nginx/mime.types;',
      '    default_type application/octet-stream;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `    ${kind}_temp_path ${temp(`${kind}-temp`)};`,
      ),
      ...includes,
      '}',
      '',
    ].join('\n'),
  );
  const nginx = spawn(NGINX_PATH, ['-p', prefix, '-c', temp('nginx.conf'), '-e', errorLog], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  nginx.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const log = (): string =>
    `${stderr}${fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : ''}`;
  try {
    for (const { port } of sites) await waitForPort(port, nginx, log);
  } catch (error) {
    nginx.kill('SIGKILL');
    throw error;
  }
  return {
    close: () =>
      new Promise((resolve) => {
        if (nginx.exitCode !== null) {
          resolve();
          return;
        }
        nginx.once('exit', () => {
          fs.rmSync(prefix, { recursive: true, force: true });
          resolve();
        });
        nginx.kill('SIGQUIT');
      }),
  };
}
