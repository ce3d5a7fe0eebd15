import type { ChildProcess } from 'node:child_process';

/**
 * How the bench ends a child process it started (the Neon endpoint, `workerd serve`, the peer's
 * server): SIGTERM, then wait for its exit, so the next section never meets its port or its CPU.
 * Made when the child is spawned, so an exit that comes first is not missed.
 */
export function stopperOf(child: ChildProcess): () => Promise<void> {
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return async () => {
    child.kill('SIGTERM');
    await exited;
  };
}
