/** @jest-environment node */
import { parseGeneratorCall } from './generate';

describe('scripts/generate.ts', () => {
  it('reads a generator and its arguments from one command-line word', () => {
    expect(parseGeneratorCall('fonts')).toEqual({ name: 'fonts', args: [] });
    expect(parseGeneratorCall('demos:--dev')).toEqual({ name: 'demos', args: ['--dev'] });
    expect(parseGeneratorCall('api:--force,--sample')).toEqual({
      name: 'api',
      args: ['--force', '--sample'],
    });
  });
});
