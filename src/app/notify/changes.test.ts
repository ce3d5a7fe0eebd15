import { describe, expect, it } from 'vitest';
import { ChangeHub } from './changes';
import { Doorbell } from './doorbell';

describe('ChangeHub', () => {
  it('tells the watchers of a game, and only them; wakeAll tells everyone to look again', () => {
    const hub = new ChangeHub();
    const heard: string[] = [];
    const stopA = hub.watch('a', (v) => heard.push(`a1:${v}`));
    const stopA2 = hub.watch('a', (v) => heard.push(`a2:${v}`));
    const stopB = hub.watch('b', (v) => heard.push(`b:${v}`));
    hub.publish('a', 4);
    hub.publish('c', 1);
    expect(heard).toEqual(['a1:4', 'a2:4']);
    hub.wakeAll();
    expect(heard.slice(2)).toEqual(['a1:undefined', 'a2:undefined', 'b:undefined']);
    expect(hub.watching).toBe(3);
    stopA();
    stopA2();
    stopB();
    expect(hub.watching).toBe(0);
    expect(hub.published).toBe(2);
  });
});

describe('Doorbell', () => {
  it('keeps a ring that came before the wait, and ends a wait on abort', async () => {
    const bell = new Doorbell();
    bell.ring();
    expect(await bell.wait(Infinity)).toBe('rang');
    const abort = new AbortController();
    const waiting = bell.wait(Infinity, abort.signal);
    abort.abort();
    expect(await waiting).toBe('aborted');
    expect(await bell.wait(0)).toBe('timeout');
  });
});
