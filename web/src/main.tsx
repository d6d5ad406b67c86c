const worker = new Worker(new URL('./worker/spike.worker.ts', import.meta.url), { type: 'module' });
(window as unknown as { __spike: (xml: string) => Promise<unknown> }).__spike = (xml: string) =>
  new Promise((resolve) => {
    worker.onmessage = (e) => resolve(e.data);
    worker.postMessage({ xml });
  });
