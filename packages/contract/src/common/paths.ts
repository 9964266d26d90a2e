/**
 * A catalogue path with its `:name` parameters filled: `/branches/:id` with `{ id: 5 }` →
 * `/branches/5`. Each value is URL-encoded, so a name with a slash or a space stays one segment;
 * a parameter without a value throws, since a call to `/branches/undefined` would reach the
 * server as some other request and fail far from its cause.
 */
export function fillPath(
  template: string,
  params: Readonly<Record<string, string | number | undefined>> = {},
): string {
  const value = (name: string) => {
    const v = params[name];
    if (v === undefined) throw new Error(`${template}: no value for :${name}`);
    return String(v);
  };
  return (
    template
      .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(value(name)))
      // A trailing `*` (the stored files' route) is a path of its own: each segment encoded.
      .replace(/\*$/, () => value('*').split('/').map(encodeURIComponent).join('/'))
  );
}
