import type { GatewayConfig, LogEvent } from './config';
import type { OutMail } from './mail/compose';
import type { GatewayStore } from './store';
import type { TricktableApi } from './tricktable/api';

/** What every part of the gateway works with: its settings, Tricktable, its memory, the mail out, the log. */
export interface Context {
  readonly config: GatewayConfig;
  readonly api: TricktableApi;
  readonly store: GatewayStore;
  send(mail: OutMail): Promise<void>;
  log(event: LogEvent): void;
  now(): Date;
}
