/**
 * Runs one export step (a file of scripts/export/) over an export folder, in a process of its own:
 * scripts/finish-export.ts starts each step that declares `besideOtherSteps` this way, so that it
 * uses the second core while the others rewrite the pages one after another.
 *
 *   tsx scripts/export-step.ts <step file, e.g. 30-search-index.ts> <exportDir>
 */
import path from 'node:path';

async function main(): Promise<void> {
  const [name, outDir] = process.argv.slice(2);
  if (!name || !outDir) {
    throw new Error('usage: tsx scripts/export-step.ts <step file in scripts/export/> <exportDir>');
  }
  const step = (await import(path.join(process.cwd(), 'scripts', 'export', name))) as {
    run: (dir: string) => Promise<void>;
  };
  await step.run(path.resolve(outDir));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
