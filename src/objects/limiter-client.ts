import type { SharedLimits } from '../http/shared-limits';
import type { Limit, Spent } from '../http/token-bucket';
import { socketOf, type ObjectNamespace } from './bindings';
import { bucketUrl, holdUrl, limiterPaths } from './limiter-protocol';

/** The Worker's side of the limiter objects (limiter.ts): one object per key, one request per use. */
export function limitsThrough(namespace: ObjectNamespace): SharedLimits {
  const stub = (key: string) => namespace.get(namespace.idFromName(key));
  const bucket = async (path: string, key: string, name: string, limit: Limit, cost: number): Promise<Spent> => {
    const r = await stub(key).fetch(new Request(bucketUrl(path, name, limit, cost), { method: 'POST' }));
    if (!r.ok) throw new Error(`the limiter of ${key} answered ${r.status}`);
    return (await r.json()) as Spent;
  };
  return {
    take: (key, name, limit, cost = 1) => bucket(limiterPaths.take, key, name, limit, cost),
    charge: (key, name, limit, cost) => bucket(limiterPaths.charge, key, name, limit, cost),
    async hold(key, cap) {
      const r = await stub(key).fetch(new Request(holdUrl(cap), { headers: { upgrade: 'websocket' } }));
      if (r.status === 429) return null;
      const socket = socketOf(r);
      if (!socket) throw new Error(`the limiter of ${key} answered ${r.status}, not a socket`);
      socket.accept();
      let held = true;
      return () => {
        if (!held) return;
        held = false;
        try {
          socket.close(1000, 'released');
        } catch {
          // closed already: the slot is back
        }
      };
    },
  };
}
