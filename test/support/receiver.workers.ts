import { testEnv } from './target.workers';

/**
 * The webhook receiver that workers-global-setup runs beside workerd, as the workerd suites see it:
 * what it received, and the status it answers with.
 */
export interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
  answered: number;
}

export const received = async (): Promise<Received[]> => (await fetch(`${testEnv.RECEIVER_URL}/_received`)).json();

export const answerWith = (status: number) => fetch(`${testEnv.RECEIVER_URL}/_status/${status}`, { method: 'POST' });

/** Sets the status deliveries to `path` (e.g. `/hook/<uuid>`) are answered with, whatever the global one. */
export const answerAt = (path: string, status: number) => fetch(`${testEnv.RECEIVER_URL}/_status/${status}${path}`, { method: 'POST' });
