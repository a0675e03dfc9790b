/**
 * Stands in, on the server, for a dynamic import that only the browser ever runs (an effect,
 * a click, a part shown after hydration): written as
 * `import.meta.env.SSR ? browserOnly("altcha") : import("altcha")`, the server build drops the
 * import with the dead branch, so the module is not uploaded with the Worker (decision 052).
 * Never use it for a part the server renders: that must stay a plain import or React.lazy.
 */
export function browserOnly(what: string): Promise<never> {
  return Promise.reject(new Error(`${what}: loaded in the browser only`));
}
