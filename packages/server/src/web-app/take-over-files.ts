/** What the server reads of Vite's manifest (`.vite/manifest.json`): each source's built file and the chunks it imports. */
export type ViteManifest = Readonly<Record<string, { readonly file: string; readonly imports?: readonly string[] }>>;

/**
 * The addresses of the built files of `sources` (manifest keys) and of every chunk they import,
 * in that order, less those of `skipped` and what they import (the start-up script's, which the
 * page loads anyway). A source the manifest does not know is left out: the browser then fetches
 * it when it is used, as before.
 */
export function takeOverFiles(manifest: ViteManifest, sources: readonly string[], skipped: readonly string[] = []): string[] {
  const closure = (keys: readonly string[]): string[] => {
    const seen = new Set<string>();
    const next = [...keys];
    for (let key = next.shift(); key !== undefined; key = next.shift()) {
      const chunk = manifest[key];
      if (chunk === undefined || seen.has(key)) continue;
      seen.add(key);
      next.push(...(chunk.imports ?? []));
    }
    return [...seen];
  };
  const loaded = new Set(closure(skipped));
  return closure(sources)
    .filter((key) => !loaded.has(key))
    .map((key) => `/${manifest[key]?.file ?? key}`);
}
