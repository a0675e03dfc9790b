// Module types the Worker runtime (and the Cloudflare Vite plugin) load natively.
declare module "*.wasm" {
  const module: WebAssembly.Module;
  export default module;
}
declare module "*.bin" {
  const data: ArrayBuffer;
  export default data;
}
