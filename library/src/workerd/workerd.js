// Entry for Cloudflare Workers (workerd), which refuse to compile WebAssembly from bytes at run time. Kept
// apart from the bundle so that module order holds: the compiled XML schema engine is handed over first,
// then the engine's modules evaluate and find it.
import './useLibxml2Module.js';

export * from './index.js';
