// Runs a CommonJS server bundle (see server-bundle.ts) through V8's code cache: `node start-bundle.cjs <bundle>`.
// Node 20 has no built-in compile cache, and parsing and compiling the bundle is a large share of a restart
// that the crash battery repeats hundreds of times. The cache is written when a process exits on its own
// (SIGTERM), so it holds every function that ran, and is reused by all later starts, SIGKILLed or not.
const { readFileSync, renameSync, writeFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const path = require('node:path');
const vm = require('node:vm');

const bundle = path.resolve(process.argv[2]);
const cacheFile = `${bundle}.v8cache`;
let cachedData;
try {
  cachedData = readFileSync(cacheFile);
} catch {
  // first start: no cache yet
}
// The CommonJS wrapper on the bundle's first line keeps its line numbers in stack traces.
const source = `(function (exports, require, module, __filename, __dirname) { ${readFileSync(bundle, 'utf8')}\n})`;
const script = new vm.Script(source, {
  filename: bundle,
  cachedData,
  importModuleDynamically: vm.constants?.USE_MAIN_CONTEXT_DEFAULT_LOADER,
});
if (cachedData === undefined || script.cachedDataRejected) {
  process.once('exit', () => {
    // Written aside and renamed, so a start running at the same time never reads half a cache.
    writeFileSync(`${cacheFile}.tmp`, script.createCachedData());
    renameSync(`${cacheFile}.tmp`, cacheFile);
  });
}
// Packages left out of the bundle resolve from the server package, as they would for src/main.ts.
const serverRequire = createRequire(__filename);
const serverModule = { exports: {}, filename: bundle, id: bundle, loaded: false };
script.runInThisContext()(serverModule.exports, serverRequire, serverModule, bundle, path.dirname(bundle));
