// The Node entry point (src/node.ts) for the browser suites: it stops when its parent (the test
// process) goes away, however that happens, so no server outlives a run.
process.stdin.on('end', () => process.kill(process.pid, 'SIGTERM'));
process.stdin.resume();
await import('../../../src/node');
export {};
