import type { Schemas } from '../../../clients/typescript/index';

/**
 * The player this browser plays as (`POST /v1/players`): its key is shown once by the server, so
 * this browser keeps it in localStorage — the lobby says so. Whoever uses this browser profile
 * plays as that player; "Forget" removes the key from here (the player lives on, keyless here).
 */
export type HeldPlayer = Schemas['PlayerWithKey'];

const KEY = 'tricktable.player';

export function heldPlayer(): HeldPlayer | undefined {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as HeldPlayer) : undefined;
  } catch {
    return undefined;
  }
}

export function holdPlayer(player: HeldPlayer): void {
  localStorage.setItem(KEY, JSON.stringify(player));
}

export function forgetPlayer(): void {
  localStorage.removeItem(KEY);
}
