import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** A player the gateway mails for: their key (it acts for them), their address and their subscription. */
export interface GatewayPlayer {
  readonly id: string;
  readonly name: string;
  /** Where their mail goes, and the only sender whose replies are played (lower case). */
  readonly address: string;
  readonly key: string;
  readonly webhookId: string;
  readonly webhookSecret: string;
}

interface Saved {
  players: GatewayPlayer[];
  /** `<gameId>/<seat>` → player id: who a reply token's seat belongs to. */
  seats: Record<string, string>;
}

/**
 * What the gateway must remember across restarts: its players (with their keys: keep the file
 * private, mode 0600) and which player holds each seat it mailed about. A JSON file written whole
 * and renamed into place, or memory only (no `path`). Everything else it reads from Tricktable.
 */
export class GatewayStore {
  private data: Saved = { players: [], seats: {} };

  constructor(private readonly path?: string) {
    if (!path) return;
    try {
      this.data = JSON.parse(readFileSync(path, 'utf8')) as Saved;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }

  players(): readonly GatewayPlayer[] {
    return this.data.players;
  }
  player(id: string): GatewayPlayer | undefined {
    return this.data.players.find((p) => p.id === id);
  }
  byAddress(address: string): GatewayPlayer | undefined {
    return this.data.players.find((p) => p.address === address.toLowerCase());
  }
  savePlayer(player: GatewayPlayer): void {
    this.data.players = [...this.data.players.filter((p) => p.id !== player.id), player];
    this.flush();
  }
  removePlayer(id: string): void {
    this.data.players = this.data.players.filter((p) => p.id !== id);
    for (const [seat, holder] of Object.entries(this.data.seats)) if (holder === id) delete this.data.seats[seat];
    this.flush();
  }
  seatHolder(gameId: string, seat: number): GatewayPlayer | undefined {
    const id = this.data.seats[`${gameId}/${seat}`];
    return id === undefined ? undefined : this.player(id);
  }
  recordSeat(gameId: string, seat: number, playerId: string): void {
    if (this.data.seats[`${gameId}/${seat}`] === playerId) return;
    this.data.seats[`${gameId}/${seat}`] = playerId;
    this.flush();
  }

  private flush(): void {
    if (!this.path) return;
    mkdirSync(dirname(this.path), { recursive: true });
    const tmp = `${this.path}.tmp`;
    writeFileSync(tmp, JSON.stringify(this.data, null, 2), { mode: 0o600 });
    renameSync(tmp, this.path);
  }
}
