import { z } from 'zod';
import { decodeEntropy, ENTROPY_BYTES } from '../app/game';
import { DEAL_PROTOCOLS } from '../engine';

/** The fairness parts of the API (README "Fair deals"), shared by REST and GraphQL. */

export const entropySchema = z
  .string()
  .max(200)
  .refine((s) => decodeEntropy(s) !== null, {
    message: `${ENTROPY_BYTES.min} to ${ENTROPY_BYTES.max} bytes as hex (${ENTROPY_BYTES.min * 2}–${ENTROPY_BYTES.max * 2} hex digits) or unpadded base64url`,
  })
  .meta({
    description:
      `Your share of the deal seed: ${ENTROPY_BYTES.min}–${ENTROPY_BYTES.max} random bytes of your own choosing (e.g. from crypto.getRandomValues), as hex or unpadded base64url ` +
      '(a string of an even number of hex digits is read as hex). The deal seed is derived from the committed server seed and every seat\'s entropy once the last seat is taken, so neither the server nor the players can steer the deal. Shown to every seat once the game starts.',
    example: '3a1f0c9be24d7788aa01fe5562cd903b7e11f00d2b6c4a8e9d0f1e2d3c4b5a69',
  });

export const fairnessSchema = z
  .object({
    protocol: z.enum(DEAL_PROTOCOLS).meta({
      description:
        'How the deal seed is made: `server-seed/1` (the server seed itself: no seat sent entropy, or the game predates entropy) or `server-seed+entropy/1` (HMAC-SHA256 of the seats\' entropy keyed with the server seed)',
    }),
    commitment: z.string().meta({ description: 'hex SHA-256 of the server seed, published at creation (as `seedCommitment`)', example: 'b3fff7b9…' }),
    entropy: z.array(z.string().nullable()).meta({ description: "Each seat's entropy as hex (null: none sent); before the game starts you see only your own" }),
    seed: z.string().nullable().meta({ description: 'The server seed (hex), revealed when the game is finished; null until then' }),
    dealSeed: z.string().nullable().meta({ description: 'The deal seed (hex) every draw was keyed with, revealed when the game is finished; null until then' }),
  })
  .meta({ id: 'Fairness', description: 'The fair-deal protocol of the game and what of it is public now (README "Fair deals")' });
