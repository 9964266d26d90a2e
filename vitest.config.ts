import { defineConfig } from 'vitest/config';
import type { TestSpecification } from 'vitest/node';
import { BaseSequencer } from 'vitest/node';

/**
 * `--shard=i/n` deals the files out in turn, in path order, instead of vitest's hash order:
 * files that split one long sweep between them sit side by side (src/fuzz-routes-1..4), so
 * each shard gets its share of them whatever other files are added. With the hash order the
 * four route-fuzz files once landed three in one half, a CI shard twice as long as the other.
 */
class DealtShards extends BaseSequencer {
  override async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { index, count } = this.ctx.config.shard!;
    return [...files]
      .sort((a, b) => (a.moduleId < b.moduleId ? -1 : a.moduleId > b.moduleId ? 1 : 0))
      .filter((_, i) => i % count === index - 1);
  }
}

export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'apps/api/vitest.config.ts',
      'apps/api/vitest.isolated.config.ts',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.isolated.config.ts',
      'scripts',
    ],
    sequence: { sequencer: DealtShards },
  },
});
