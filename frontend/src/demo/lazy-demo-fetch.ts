/** The demo back end and its sample data load only when demo mode is actually on. */
export function lazyDemoFetch(): typeof globalThis.fetch {
  let demoFetch: Promise<typeof globalThis.fetch> | undefined;
  return async (input, init) => {
    demoFetch ??= import('./demo-fetch.ts').then((module) => module.createDemoFetch());
    return (await demoFetch)(input, init);
  };
}
