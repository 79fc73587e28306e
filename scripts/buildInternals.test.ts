/**
 * Two things the build's speed and memory rely on inside Next (docs/upgrading.md): its final export
 * pass honouring our `exportPathMap` and `experimental.cpus`, and its prerender workers being
 * threads of the build process that keep the heap limit `scripts/build.ts` gives it. Only the
 * benchmark's figures would show their loss; these tests name the entry to follow instead.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import type { NextConfig } from 'next';

const EXPORT_PASS_ENTRY = 'docs/upgrading.md#the-final-export-pass';
const WORKERS_ENTRY = 'docs/upgrading.md#worker-threads-and-memory';

function nextFile(...parts: string[]): string {
  return fs.readFileSync(path.join('node_modules', 'next', 'dist', ...parts), 'utf8');
}

function expectSource(source: string, fragment: string, what: string, entry: string): void {
  if (!source.includes(fragment)) {
    throw new Error(
      `${what}: the installed Next no longer contains \`${fragment}\`; follow ${entry}`,
    );
  }
}

describe('the final export pass', () => {
  it("is limited to the 404 page by the production config's exportPathMap", async () => {
    // By its path: the config is JavaScript without declarations.
    const configFile = path.resolve('next.config.mjs');
    const { default: config } = (await import(configFile)) as {
      default: (phase: string) => Promise<NextConfig>;
    };
    const production = await config(PHASE_PRODUCTION_BUILD);
    const exportPathMap = production.exportPathMap;
    if (exportPathMap === undefined) {
      throw new Error(
        `next.config.mjs has no exportPathMap for the build: follow ${EXPORT_PASS_ENTRY}`,
      );
    }
    const map = await exportPathMap(
      { '/': { page: '/' }, '/material-ui/': { page: '/[area]' } },
      { dev: false, dir: '.', outDir: 'out', distDir: '.next', buildId: 'test' },
    );
    expect(map).toEqual({ '/404': { page: '/404' } });
    expect(production.experimental?.cpus).toBe(os.availableParallelism());
    expect(production.experimental?.workerThreads).toBe(true);
  });

  it("reads the config's exportPathMap and worker count in Next's own code", () => {
    expectSource(
      nextFile('export', 'index.js'),
      'await nextConfig.exportPathMap(defaultPathMap',
      'the export pass would run over every static page again',
      EXPORT_PASS_ENTRY,
    );
    const build = nextFile('build', 'index.js');
    expectSource(
      build,
      'workers = config.experimental.cpus',
      'prerendering would leave a core idle',
      EXPORT_PASS_ENTRY,
    );
    expectSource(
      build,
      'enableWorkerThreads: config.experimental.workerThreads',
      'prerendering would fork processes that drop the heap limit',
      WORKERS_ENTRY,
    );
  });
});

describe("Turbopack's allocator", () => {
  it('is mimalloc, which reads MIMALLOC_PURGE_DELAY (scripts/build.ts sets it)', () => {
    const packages = path.join('node_modules', '@next');
    const binaries = fs
      .readdirSync(packages)
      .filter((name) => name.startsWith('swc-'))
      .flatMap((name) =>
        fs
          .readdirSync(path.join(packages, name))
          .filter((file) => file.endsWith('.node'))
          .map((file) => path.join(packages, name, file)),
      );
    expect(binaries.length).toBeGreaterThan(0);
    for (const binary of binaries) {
      // mimalloc names its options without their MIMALLOC_ prefix, which it adds when it reads them.
      if (!fs.readFileSync(binary).includes('purge_delay')) {
        throw new Error(
          `${binary} no longer carries mimalloc's purge_delay option: follow ${WORKERS_ENTRY}`,
        );
      }
    }
  });
});

describe('prerender worker threads', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'worker-heap-'));
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  it("run in the build's process under the heap limit it was given", () => {
    const workerModule = path.join(folder, 'heapWorker.js');
    fs.writeFileSync(
      workerModule,
      `const v8 = require('node:v8');
const { isMainThread } = require('node:worker_threads');
exports.heap = async () => ({ pid: process.pid, isMainThread, limitMiB: v8.getHeapStatistics().heap_size_limit / 1048576 });
`,
    );
    // Next's own worker farm, with the options its build passes for prerendering.
    const parent = `
const { Worker } = require(${JSON.stringify(path.resolve('node_modules/next/dist/lib/worker.js'))});
const worker = new Worker(${JSON.stringify(workerModule)}, {
  numWorkers: 1, enableWorkerThreads: true, isolatedMemory: true, exposedMethods: ['heap'],
  debuggerPortOffset: -1, forkOptions: { env: {} },
});
worker.heap().then((answer) => {
  console.log(JSON.stringify({ parentPid: process.pid, ...answer }));
  return worker.end();
}).then(() => process.exit(0));
`;
    const parentScript = path.join(folder, 'build.js');
    fs.writeFileSync(parentScript, parent);
    const output = execFileSync(process.execPath, ['--max-old-space-size=192', parentScript], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    const line = output.trim().split('\n').pop() ?? '';
    const answer = JSON.parse(line) as {
      parentPid: number;
      pid: number;
      isMainThread: boolean;
      limitMiB: number;
    };
    if (answer.pid !== answer.parentPid || answer.isMainThread) {
      throw new Error(`Next's prerender worker is a separate process; follow ${WORKERS_ENTRY}`);
    }
    // V8 adds its young generation to the old-space limit: about 192 + a few dozen MiB, far from
    // the default of several GiB a worker without the limit would get.
    if (answer.limitMiB > 512) {
      throw new Error(
        `Next's prerender worker thread has a heap limit of ${Math.round(answer.limitMiB)} MiB, not the build's 192: follow ${WORKERS_ENTRY}`,
      );
    }
  });
});

const PROCESS_ENTRY = 'docs/upgrading.md#the-browsers-process';

describe("the browser's process", () => {
  it("Next's polyfill falls back to the module next.config.mjs aliases, and the shim answers what it reads", async () => {
    expectSource(
      nextFile('build', 'polyfills', 'process.js'),
      "require('next/dist/compiled/process')",
      "Next's process polyfill",
      PROCESS_ENTRY,
    );
    const { default: config } = (await import(path.resolve('next.config.mjs'))) as {
      default: (phase: string) => Promise<NextConfig>;
    };
    const aliases = (await config(PHASE_PRODUCTION_BUILD)).turbopack?.resolveAlias ?? {};
    expect(aliases['next/dist/compiled/process']).toEqual({
      browser: './src/theme/browserProcess.cjs',
    });
    const shim = (await import(path.resolve('src/theme/browserProcess.cjs'))) as {
      default: {
        env: object;
        nextTick: (callback: (value: string) => void, value: string) => void;
      };
    };
    expect(shim.default.env).toEqual({});
    const ticked = await new Promise((resolve) => shim.default.nextTick(resolve, 'later'));
    expect(ticked).toBe('later');
  });
});
