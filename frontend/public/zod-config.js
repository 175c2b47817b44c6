// Runs before the app's modules (a classic script; module scripts are deferred). The
// Content-Security-Policy has no 'unsafe-eval': zod compiles fast object parsers with
// `new Function` and probes for it as schemas are built, which the browser reports as a violation.
// Jitless parsing never tries. Zod reads this global when it loads; setting it from a module of
// the app would be too late, since bundled chunks that build schemas can run before it.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, { jitless: true });
