/**
 * A static host for the service worker fault tests: scripts/serve.mjs serving an export, behind a
 * small proxy that can swap the export (a deploy, or two versions served alternately) and answer
 * chosen paths itself the way misbehaving hosts do (an HTML page for a missing chunk, an error).
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import { serve, type RunningServer } from './server';

export interface Answer {
  status: number;
  contentType: string;
  body: string;
}

export interface FaultyHost {
  url: string;
  /** Serves another export from now on. */
  serveBuild(dir: string): Promise<void>;
  /** Answers `path` (no query) with `answer` from now on; null serves the export again. */
  answer(path: string, answer: Answer | null): void;
  /** The paths requested so far, in order. */
  requests: string[];
  close(): Promise<void>;
}

export async function startFaultyHost(dir: string, port: number): Promise<FaultyHost> {
  let backend: RunningServer = await serve(dir, 0);
  const answers = new Map<string, Answer>();
  const requests: string[] = [];
  const sockets = new Set<Socket>();

  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').replace(/[?#].*$/, '');
    requests.push(path);
    const answer = answers.get(path);
    if (answer !== undefined) {
      res.writeHead(answer.status, {
        'Content-Type': answer.contentType,
        'Cache-Control': 'no-cache',
      });
      res.end(answer.body);
      return;
    }
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: backend.port,
        path: req.url,
        method: req.method,
        headers: req.headers,
      },
      (response) => {
        res.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    async serveBuild(next) {
      const previous = backend;
      backend = await serve(next, 0);
      await previous.close();
    },
    answer(path, answer) {
      if (answer === null) {
        answers.delete(path);
      } else {
        answers.set(path, answer);
      }
    },
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) {
          socket.destroy();
        }
      });
      await backend.close();
    },
  };
}
