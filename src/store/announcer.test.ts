import { describe, expect, it, vi } from 'vitest';
import { ChangeAnnouncer } from './announcer';
import { GAME_CHANNEL } from './game-channel';

describe('ChangeAnnouncer', () => {
  it('sends at once, and coalesces what arrives meanwhile into the next batch, one per game at its latest version', async () => {
    const sent: string[][] = [];
    let release!: () => void;
    const notify = vi.fn(async (channel: string, payloads: readonly string[]) => {
      expect(channel).toBe(GAME_CHANNEL);
      sent.push([...payloads]);
      if (sent.length === 1) await new Promise<void>((r) => (release = r));
    });
    const announcer = new ChangeAnnouncer(notify);
    announcer.announce('g_a', 3);
    announcer.announce('g_a', 4);
    announcer.announce('g_b', 1);
    announcer.announce('g_a', 2); // older than what is pending: ignored
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    release();
    await announcer.drain();
    expect(sent).toEqual([['g_a:3'], ['g_a:4', 'g_b:1']]);
  });

  it('a failed send loses only those hints, and the next ones still go out', async () => {
    const errors = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const sent: string[][] = [];
    let fail = true;
    const announcer = new ChangeAnnouncer(async (_, payloads) => {
      if (fail) {
        fail = false;
        throw new Error('connection lost');
      }
      sent.push([...payloads]);
    });
    announcer.announce('g_a', 1);
    await announcer.drain();
    announcer.announce('g_a', 2);
    await announcer.drain();
    expect(sent).toEqual([['g_a:2']]);
    expect(errors).toHaveBeenCalledOnce();
    errors.mockRestore();
  });
});
