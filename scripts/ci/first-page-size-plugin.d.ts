/**
 * `@size-limit/file` ships no types. It is a list of plugins, which size-limit's API takes as
 * its first argument (typed there as a list of functions).
 */
declare module '@size-limit/file' {
  import type sizeLimit from 'size-limit';

  const plugins: Parameters<typeof sizeLimit>[0];
  export default plugins;
}
