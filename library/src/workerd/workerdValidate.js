// The validation-only entry for Cloudflare Workers: the compiled XML schema engine handed over first, as in workerd.js.
import './useLibxml2Module.js';

export * from './validate.js';
