export interface paths {
    "/v1/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the game types
         * @description Every game this server plays: seat counts, options (as JSON Schema) and action types.
         */
        get: operations["listGameTypes"];
        put?: never;
        /**
         * Create a game
         * @description Creates a game waiting for its players. The answer holds the admin token (shown once) and the commitment to the secret seed. A game whose every seat is a bot (`bots`) needs a player key, whose bot budget pays for its bots (README "Bots and budgets"): without one `403 bots-need-a-player`; with too little budget left `429 bot-budget-spent` with `Retry-After`. Its bots play after the answer, from the bot queue.
         */
        post: operations["createGame"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/{id}/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take a seat
         * @description Takes a seat (the first free one unless `seat` is given) and answers its token. When the last seat is taken the cards are dealt. With a player key the seat is bound to the player, whose key then acts and reads for it; joining again answers 200 with the same seat. Anonymously, an `Idempotency-Key` makes the join safe to resend after a lost answer (200, the same seat, a working token). A rematch keeps its seats: a player takes theirs with their key, an anonymous seat with its invite token as the bearer. With `bot` and the admin token, a server bot of that level takes the seat instead (no token is answered) and plays as soon as it is its turn; not the last free seat of a game whose other seats are bots (`403 bots-need-a-player`: create such a game with its bots and a player key).
         */
        post: operations["joinGame"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the caller's view
         * @description The game as the caller may see it: a seat token shows that seat's hand; without a token, the spectator's view. With `If-None-Match: "<version>"` and `Prefer: wait=<s>` (≤ 60) it waits: it answers as soon as the game moves past that version, else `304` when the wait runs out.
         */
        get: operations["getGame"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/{id}/legal-moves": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List your legal moves
         * @description Every action the caller may take now, each exactly the body `POST /actions` accepts; empty when it is not their turn. With `explain=1`, `refusals` says why each other move the caller might try now is refused — every card they hold, as the phase's action, and the phase's other controls — with the `code`, `rule`, `reason` and message `POST /actions` would answer, computed by the same rules on the same state (a greyed-out card can say "you must follow suit"). Waits like `GET /v1/games/{id}` with `If-None-Match` and `Prefer: wait`.
         */
        get: operations["listLegalMoves"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/{id}/actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take an action
         * @description Plays one action of the game for the seat of the token. Bodies per game are listed in the `Action` schema.
         */
        post: operations["takeAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/{id}/play": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Play a card
         * @description The short form of `POST /actions` with `{ "type": "play", "card": … }`.
         */
        post: operations["playCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the log
         * @description The log after `after`, each entry with the events it caused as the caller may see them (redacted like the view). With `Prefer: wait=<s>` (≤ 60) and nothing after `after` yet, it answers as soon as there is, else `304` when the wait runs out.
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/players": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a player
         * @description One identity across games: join, act and read with its key in every game (no seat tokens to keep), list your games, get a seat back after a lost answer. The key is shown once; only its SHA-256 is stored. Sign-ups are limited per client address: 30 an hour by default (`RATE_LIMIT_SIGN_UPS_PER_IP`, a burst of 30, then one every 2 minutes); beyond it `429 too-many-sign-ups` with `Retry-After`.
         */
        post: operations["createPlayer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who am I
         * @description The player whose key is presented.
         */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate your key
         * @description A new key, shown once; the key presented stops working at once. Seat tokens answered to your joins keep working until the seat is reset.
         */
        post: operations["rotatePlayerKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List your games
         * @description Every seat you hold (or a rematch kept for you), most urgent first: the games awaiting you, the soonest deadline first, then the longest unchanged. `turn=mine` lists only the games awaiting you. Cursor pagination: pass `next` as `cursor`.
         *
         *     The page has an `ETag` (a digest of it). **Waiting** (RFC 7240, "wake me when someone needs me"): with `Prefer: wait=<s>` (≤ 60) the answer comes at once when the page has games in it and is not one you hold (`If-None-Match`); otherwise as soon as it changes — with `turn=mine`, as soon as a game becomes yours to act. When the wait runs out: `304` if you sent `If-None-Match` and the page is still the one you hold, else the empty page (`200`, a request without `If-None-Match` is never answered 304). `Preference-Applied: wait=<s>` says the wait was applied.
         */
        get: operations["listMyGames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/lobby": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List open games
         * @description Games created with `listed: true` that have a free seat, the longest waiting first, until they fill. Join one with `POST /v1/games/{id}/join`.
         */
        get: operations["listLobby"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/{id}/resign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resign
         * @description Your seat resigns and the game is over at once: `status: finished`, `result.reason: resigned`, the seed revealed. Who wins is the game's rule (docs/games/*.md "Resigning"): the other side, your team losing in a team game; in Tadpole and three-player Tantony you are last and the rest is scored as it stands.
         */
        post: operations["resignGame"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/{id}/abort": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Abort the game
         * @description Calls the game off: `status: aborted`, no winner, every score 0, the seed revealed. The admin may abort at any time before the end; a seat only before the deal: once the cards are dealt a seat is answered `409 game-started` (no free look at a hand, then a new deal) and resigns instead.
         */
        post: operations["abortGame"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/{id}/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Leave before the deal
         * @description Frees your seat before the game starts (its token stops working); anyone may take it. Once dealt, resign instead.
         */
        post: operations["leaveGame"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/{id}/seats/{seat}/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset a seat
         * @description Revokes the seat's credentials (its token, its player) and offers the seat again — anyone may join it, and play goes on where it was — or hands it to the `player` named, whose key then acts for it. Needs the admin token.
         */
        post: operations["resetSeat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/{id}/seats/{seat}/bot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hand a seat to a bot
         * @description Hands a held seat to a server bot of the level given for the rest of the game (its person vanished: Board Game Arena's "zombie"). A `takeover` log entry (event `seat-taken-over`): the version moves, streams and webhooks see it. The seat keeps its name; its token stops working (`401`) and its player's key reads the game as a spectator (acting: `403`). If the seat is to act, its bot plays at once, in this answer. `POST …/seats/{seat}/reset` gives the seat back to a person. Needs the admin token.
         */
        post: operations["takeoverSeat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/{id}/rematch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a rematch
         * @description Once the game is finished: one new game with the same type and options, the first dealer moved on, every seat kept for the same holder (a player joins with their key; an anonymous seat with the invite answered here, to that seat only). Two requests at once create one game; any seat's request answers it (`created: false`, 200). Both views link: `rematch`, `rematchOf`.
         */
        post: operations["createRematch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/{id}/record": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a finished game's public record
         * @description Once a game is finished nothing in it is secret: its whole log, every event unredacted (every dealt card), the ruleset version, every seat's entropy and the revealed server and deal seeds. Anyone may read it and recompute the deal (README "Fair deals"; `npx tricktable verify <base-url> <id>`). Before the end: `409 game-not-finished`.
         */
        get: operations["getGameRecord"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/{id}/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stream the game as it moves
         * @description Server-Sent Events (`text/event-stream`) for one reader (a seat token, a player key reading for its seat, or none for the spectator), redacted as `GET /v1/games/{id}` and `GET /events` are. The reader is found again at every version: a player key that joins or is handed a seat reads for it from then on; a seat token revoked (the seat reset or left) ends the stream with an `unauthorized` error.
         *
         *     - `event: view` (`StreamView`): first on a new stream; then after new entries whenever it is your turn; and the final view at the end.
         *     - `event: entry` (`StreamEntry`): every new log entry, each exactly once, in order (joins, moves, and lifecycle entries: resign, abort, leave, reset).
         *     - `event: finished` (`StreamFinished`): the game is over (played out, resigned or aborted); the stream ends.
         *     - `: heartbeat` comments every 15 s of silence.
         *
         *     Every event's `id:` is the game version it reflects. Reconnect with `Last-Event-ID: <id>` (browsers do it themselves) or `?after=<id>`: the entries after it come first, then a `view`; nothing is lost and no entry is repeated. That `view` always comes, even when no entry was missed (its `id:` then equals `Last-Event-ID`): an entry and the view after it share their version as `id:`, so a stream cut between the two still brings the view; a view is a snapshot, and a second copy changes nothing. A whole game can be played with this stream and one `POST` per move.
         *
         *     Open streams and waits are capped: at most 8 at once per token and 64 per client address by default (`RATE_LIMIT_STREAMS_PER_TOKEN`, `RATE_LIMIT_STREAMS_PER_IP`); past them `429 too-many-streams` with `Retry-After`, and a stream already open is never cut.
         */
        get: operations["streamGame"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stream what needs you, across all your games
         * @description Server-Sent Events (`text/event-stream`) for a player: what happens to you in every game you hold a seat in, including games you enter while it is open. Each event names the game, your seat and the version; none carries a card (open the game's own stream or view to see them).
         *
         *     - `event: ready` (`MeReady`): first on a new stream, the games awaiting you now (as `GET /v1/me/games?turn=mine`).
         *     - `event: turn-started` (`MeTurnStarted`): your turn began — you became awaited, or acted and owe another move — with its deadline.
         *     - `event: turn-reminder` (`MeTurnReminder`): your turn runs short — the time left reached one of your thresholds (`PUT /v1/me/reminders`).
         *     - `event: game-started` (`MeGameStarted`), `event: game-finished` (`MeGameFinished`: played out, resigned or aborted), `event: rematch-offered` (`MeRematchOffered`).
         *     - `: heartbeat` comments every 15 s of silence.
         *
         *     Events come in the order their entries were written, each exactly once. The `id:` is an opaque position in your games' logs; reconnect with `Last-Event-ID: <id>` (browsers do it themselves) or `?after=<id>` and the events after it come first — nothing lost or repeated (a resumed stream sends no `ready`).
         *
         *     Open streams and waits are capped: at most 8 at once per token and 64 per client address by default (`RATE_LIMIT_STREAMS_PER_TOKEN`, `RATE_LIMIT_STREAMS_PER_IP`); past them `429 too-many-streams` with `Retry-After`, and a stream already open is never cut.
         */
        get: operations["streamMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/{id}/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhooks
         * @description The game's subscriptions, with what each receives; their secrets are never shown again.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Subscribe a webhook
         * @description Deliveries are signed per Standard Webhooks with the `secret` answered here, once. Needs the admin token.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/{id}/webhooks/{webhookId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a webhook
         * @description Stops the subscription; its pending deliveries are dropped.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/{id}/webhooks/{webhookId}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the delivery log
         * @description Deliveries, newest first, each with every attempt: time, HTTP status, latency, error. `limit` per page; `next` is the cursor of the next page (null on the last). `status=pending,failed` filters. Unknown query parameters are `400 invalid-request`.
         */
        get: operations["listDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/{id}/webhooks/{webhookId}/deliveries/{deliveryId}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery again
         * @description Queues the delivery again, due now, as a retry: it holds back no other delivery. Receivers deduplicate by `webhook-id`.
         */
        post: operations["redeliverDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List your webhooks
         * @description Your subscriptions, with what each receives and its health; their secrets are never shown again.
         */
        get: operations["listPlayerWebhooks"];
        put?: never;
        /**
         * Subscribe a webhook to your games
         * @description Your notifications across all your games — `turn.started` (yours), `game.started`, `game.finished`, `rematch.offered` — each as your seat sees it (never another seat's card), signed per Standard Webhooks with the `secret` answered here, once. The same URL policy, retry schedule, delivery log and redelivery as a game's webhooks. At most 10 active subscriptions per player. Needs your player key.
         */
        post: operations["createPlayerWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/webhooks/{webhookId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete one of your webhooks
         * @description Stops the subscription; its pending deliveries are dropped.
         */
        delete: operations["deletePlayerWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/webhooks/{webhookId}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read your webhook's delivery log
         * @description Deliveries, newest first (each names its `gameId`), each with every attempt: time, HTTP status, latency, error. `limit` per page; `next` is the cursor of the next page (null on the last). `status=pending,failed` filters. Unknown query parameters are `400 invalid-request`.
         */
        get: operations["listPlayerDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/webhooks/{webhookId}/deliveries/{deliveryId}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send one of your deliveries again
         * @description Queues the delivery again, due now, as a retry: it holds back no other delivery. Receivers deduplicate by `webhook-id`.
         */
        post: operations["redeliverPlayerDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List your leave
         * @description Every leave you declared (cancelled ones with `cancelledAt`), and the allowance left this year.
         */
        get: operations["listLeave"];
        put?: never;
        /**
         * Declare leave
         * @description Stops your clock from `from` until `until` in every waiting or active game where you hold a seat: each game's log gets a `declare-leave` entry (so replays and `npx tricktable verify` see it), and a deadline falling after `from` moves by the leave's length; leave that begins during your turn stops that clock at once. Opponents see it as `seats[].onLeave`. Games whose creator forbade leave (`options.leave: false`) keep running: they are answered in `excluded`. A game you join later gets no entry (joining is being there to play). Refused, with nothing written: `until` not after `from` (`invalid-request`), `from` more than a minute in the past (`leave-in-the-past`), less notice than the server asks (`leave-notice-too-short`, `LEAVE_MIN_NOTICE_SECONDS`, 1 hour by default), more than a calendar year's allowance left (`leave-allowance-exceeded`, `LEAVE_DAYS_PER_YEAR`, 30 by default), overlapping leave already declared (`leave-overlaps`: cancel it, or choose other days).
         */
        post: operations["declareLeave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/leave/{leaveId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Cancel leave
         * @description Leave that has not begun is gone; leave under way ends now (its `until` becomes now): each game that holds it gets a `cancel-leave` entry and your clocks run again. The allowance counts only what was taken. Leave that is over, or cancelled already: `409 leave-over`.
         */
        delete: operations["cancelLeave"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/reminders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your reminder thresholds
         * @description While it is your turn in a game whose clock runs (per move or a bank), the server reminds you when the time left reaches each threshold: a `remind` entry in the game's log (event `turn-reminded`), a `turn.reminder` player webhook and a `turn-reminder` event on your stream (`GET /v1/me/stream`). At most once per threshold per turn, always before the deadline; a turn that began with less time than a threshold gets no reminder for it, and once one was sent no larger one follows in that turn.
         */
        get: operations["getReminders"];
        /**
         * Choose your reminder thresholds
         * @description While it is your turn in a game whose clock runs (per move or a bank), the server reminds you when the time left reaches each threshold: a `remind` entry in the game's log (event `turn-reminded`), a `turn.reminder` player webhook and a `turn-reminder` event on your stream (`GET /v1/me/stream`). At most once per threshold per turn, always before the deadline; a turn that began with less time than a threshold gets no reminder for it, and once one was sent no larger one follows in that turn. The new thresholds apply at once in every game, the turns under way included. Refused with nothing changed (`invalid-request`): more than 4, one outside 60–2592000 seconds, one twice.
         */
        put: operations["setReminders"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "game.started": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * game.started
         * @description The last seat was taken and the cards were dealt; `events` show the deal as the subscriber may see it (a seat-bound subscription: that seat's hand). Signed per Standard Webhooks; payloads stay under 20 KB. Answer 2xx within 15 s to acknowledge; 410 Gone disables the subscription; anything else is retried on its own schedule (at once, then after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h; Retry-After is honoured), without holding back later ones. First attempts go out in order; a retry may arrive after later deliveries: order by `data.version` (per game), deduplicate by `webhook-id`.
         */
        post: operations["notifyGameStarted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "turn.started": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * turn.started
         * @description A seat is to act (again); with a clock, by `deadline`, with `remaining` seconds on it as the turn began. Signed per Standard Webhooks; payloads stay under 20 KB. Answer 2xx within 15 s to acknowledge; 410 Gone disables the subscription; anything else is retried on its own schedule (at once, then after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h; Retry-After is honoured), without holding back later ones. First attempts go out in order; a retry may arrive after later deliveries: order by `data.version` (per game), deduplicate by `webhook-id`.
         */
        post: operations["notifyTurnStarted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "action.applied": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * action.applied
         * @description An entry was appended: a seat's action, a forced move played by the server (`auto`), a timeout move (`timeout`) or a bot's move (`bot`), with its events as the subscriber may see them. Signed per Standard Webhooks; payloads stay under 20 KB. Answer 2xx within 15 s to acknowledge; 410 Gone disables the subscription; anything else is retried on its own schedule (at once, then after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h; Retry-After is honoured), without holding back later ones. First attempts go out in order; a retry may arrive after later deliveries: order by `data.version` (per game), deduplicate by `webhook-id`.
         */
        post: operations["notifyActionApplied"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "trick.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * trick.completed
         * @description A trick was won (the game's own event, redacted for the subscriber). Signed per Standard Webhooks; payloads stay under 20 KB. Answer 2xx within 15 s to acknowledge; 410 Gone disables the subscription; anything else is retried on its own schedule (at once, then after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h; Retry-After is honoured), without holding back later ones. First attempts go out in order; a retry may arrive after later deliveries: order by `data.version` (per game), deduplicate by `webhook-id`.
         */
        post: operations["notifyTrickCompleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "round.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * round.completed
         * @description A round was scored. Signed per Standard Webhooks; payloads stay under 20 KB. Answer 2xx within 15 s to acknowledge; 410 Gone disables the subscription; anything else is retried on its own schedule (at once, then after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h; Retry-After is honoured), without holding back later ones. First attempts go out in order; a retry may arrive after later deliveries: order by `data.version` (per game), deduplicate by `webhook-id`.
         */
        post: operations["notifyRoundCompleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "game.finished": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * game.finished
         * @description The game is over — played out, resigned (`result.reason`) or aborted (`status`): winners, scores and the revealed seed. Signed per Standard Webhooks; payloads stay under 20 KB. Answer 2xx within 15 s to acknowledge; 410 Gone disables the subscription; anything else is retried on its own schedule (at once, then after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h; Retry-After is honoured), without holding back later ones. First attempts go out in order; a retry may arrive after later deliveries: order by `data.version` (per game), deduplicate by `webhook-id`.
         */
        post: operations["notifyGameFinished"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "turn.timed-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * turn.timed-out
         * @description A seat's turn clock ran out; the server played for it (an action.applied of kind `timeout` follows). Signed per Standard Webhooks; payloads stay under 20 KB. Answer 2xx within 15 s to acknowledge; 410 Gone disables the subscription; anything else is retried on its own schedule (at once, then after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h; Retry-After is honoured), without holding back later ones. First attempts go out in order; a retry may arrive after later deliveries: order by `data.version` (per game), deduplicate by `webhook-id`.
         */
        post: operations["notifyTurnTimedOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "seat.taken-over": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * seat.taken-over
         * @description The admin handed a seat to a server bot for the rest of the game (a `takeover` entry); if it was to act, an action.applied of kind `bot` follows. Signed per Standard Webhooks; payloads stay under 20 KB. Answer 2xx within 15 s to acknowledge; 410 Gone disables the subscription; anything else is retried on its own schedule (at once, then after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h; Retry-After is honoured), without holding back later ones. First attempts go out in order; a retry may arrive after later deliveries: order by `data.version` (per game), deduplicate by `webhook-id`.
         */
        post: operations["notifySeatTakenOver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "subscription.disabled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * subscription.disabled
         * @description Another subscription of this game was disabled — every attempt to it failed for 5 days, or its receiver answered 410 Gone — and gets nothing more. Sent to the game's other subscriptions that take this type. `version` is the game's version then. Signed per Standard Webhooks; payloads stay under 20 KB. Answer 2xx within 15 s to acknowledge; 410 Gone disables the subscription; anything else is retried on its own schedule (at once, then after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h; Retry-After is honoured), without holding back later ones. First attempts go out in order; a retry may arrive after later deliveries: order by `data.version` (per game), deduplicate by `webhook-id`.
         */
        post: operations["notifySubscriptionDisabled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "player.turn.started": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * turn.started (a player's subscription)
         * @description It is your turn in one of your games (again, when you owe another move); with a clock, by `deadline` (`remaining`: the seconds on it as the turn began). Play at `/play/g/{gameId}`, or act with your key. Signed per Standard Webhooks; payloads stay under 20 KB. Answer 2xx within 15 s to acknowledge; 410 Gone disables the subscription; anything else is retried on its own schedule (at once, then after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h; Retry-After is honoured), without holding back later ones. First attempts go out in order; a retry may arrive after later deliveries: order by `data.version` (per game), deduplicate by `webhook-id`.
         */
        post: operations["notifyPlayerTurnStarted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "player.turn.reminder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * turn.reminder (a player's subscription)
         * @description Your turn in one of your games runs short: the time left reached one of your thresholds (`PUT /v1/me/reminders`; a day and an hour by default). At most once per threshold per turn, always before `deadline`; the game's log holds it as a `remind` entry (event `turn-reminded`). Signed per Standard Webhooks; payloads stay under 20 KB. Answer 2xx within 15 s to acknowledge; 410 Gone disables the subscription; anything else is retried on its own schedule (at once, then after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h; Retry-After is honoured), without holding back later ones. First attempts go out in order; a retry may arrive after later deliveries: order by `data.version` (per game), deduplicate by `webhook-id`.
         */
        post: operations["notifyPlayerTurnReminder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "player.game.started": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * game.started (a player's subscription)
         * @description One of your games started (its last seat was taken and the cards were dealt); `events` show the deal as your seat sees it: your own hand, nobody else's. Signed per Standard Webhooks; payloads stay under 20 KB. Answer 2xx within 15 s to acknowledge; 410 Gone disables the subscription; anything else is retried on its own schedule (at once, then after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h; Retry-After is honoured), without holding back later ones. First attempts go out in order; a retry may arrive after later deliveries: order by `data.version` (per game), deduplicate by `webhook-id`.
         */
        post: operations["notifyPlayerGameStarted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "player.game.finished": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * game.finished (a player's subscription)
         * @description One of your games is over — played out, resigned (`result.reason`) or aborted (`status`): winners, scores and the revealed seed. Signed per Standard Webhooks; payloads stay under 20 KB. Answer 2xx within 15 s to acknowledge; 410 Gone disables the subscription; anything else is retried on its own schedule (at once, then after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h; Retry-After is honoured), without holding back later ones. First attempts go out in order; a retry may arrive after later deliveries: order by `data.version` (per game), deduplicate by `webhook-id`.
         */
        post: operations["notifyPlayerGameFinished"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "player.rematch.offered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * rematch.offered (a player's subscription)
         * @description Another seat of one of your finished games asked for a rematch: `rematch.gameId` keeps your seat for you (join it with your key). Signed per Standard Webhooks; payloads stay under 20 KB. Answer 2xx within 15 s to acknowledge; 410 Gone disables the subscription; anything else is retried on its own schedule (at once, then after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h; Retry-After is honoured), without holding back later ones. First attempts go out in order; a retry may arrive after later deliveries: order by `data.version` (per game), deduplicate by `webhook-id`.
         */
        post: operations["notifyPlayerRematchOffered"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "player.subscription.disabled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * subscription.disabled (a player's subscription)
         * @description Another of your subscriptions was disabled — every attempt to it failed for 5 days, or its receiver answered 410 Gone — and gets nothing more. Sent to your other subscriptions that take this type. `gameId` and `version`: the game of the delivery that was its last, at its version then. Signed per Standard Webhooks; payloads stay under 20 KB. Answer 2xx within 15 s to acknowledge; 410 Gone disables the subscription; anything else is retried on its own schedule (at once, then after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h; Retry-After is honoured), without holding back later ones. First attempts go out in order; a retry may arrive after later deliveries: order by `data.version` (per game), deduplicate by `webhook-id`.
         */
        post: operations["notifyPlayerSubscriptionDisabled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        WebhookGameStarted: {
            /** @enum {string} */
            type: "game.started";
            /** @description When it happened (ISO 8601) */
            timestamp: string;
            data: {
                /** @example g_x8Qk2M0aZp1s7YvB */
                gameId: string;
                /**
                 * @description Number of log entries; also the ETag
                 * @example 12
                 */
                version: number;
                seats: (string | null)[];
                toAct: number[];
                events: components["schemas"]["Event"][];
            };
        };
        Event: components["schemas"]["SeatJoined"] | components["schemas"]["GameStarted"] | components["schemas"]["SeatLeft"] | components["schemas"]["SeatResigned"] | components["schemas"]["GameAborted"] | components["schemas"]["SeatReset"] | components["schemas"]["SeatTakenOver"] | components["schemas"]["RematchCreated"] | components["schemas"]["LeaveDeclared"] | components["schemas"]["LeaveCancelled"] | components["schemas"]["TurnReminded"] | components["schemas"]["TangoRoundDealt"] | components["schemas"]["TangoCardPlayed"] | components["schemas"]["TangoTrickWon"] | components["schemas"]["TangoCardsRevealed"] | components["schemas"]["TangoStyleSwapped"] | components["schemas"]["TangoSwapDeclined"] | components["schemas"]["TangoRoundScored"] | components["schemas"]["TangoGameWon"] | {
            /** @enum {string} */
            type: "game-set-up";
            sevens: ("S" | "H" | "D" | "C")[];
            firstDealer: number;
            target: number;
        } | {
            /** @enum {string} */
            type: "round-dealt";
            round: number;
            dealer: number;
            opener: number;
            /** @description The reader's first 4 cards; null for a spectator */
            hand: string[] | null;
        } | {
            /** @enum {string} */
            type: "bid-made";
            seat: number;
            /**
             * @description Points in steps of 0.25
             * @example 18.5
             */
            value: number;
        } | {
            /** @enum {string} */
            type: "player-passed";
            seat: number;
        } | {
            /** @enum {string} */
            type: "tanni-called";
            seat: number;
        } | {
            /** @enum {string} */
            type: "contract-won";
            seat: number;
            /** @description Team 0 is seats 0 and 2, team 1 is seats 1 and 3 */
            team: 0 | 1;
            /** @enum {string} */
            kind: "bid" | "tanni";
            /**
             * @description Points in steps of 0.25
             * @example 18.5
             */
            value: number;
        } | {
            /** @enum {string} */
            type: "hands-completed";
            /** @description The reader's 3 new cards; null for a spectator */
            cards: string[] | null;
            kittySize: number;
        } | {
            /** @enum {string} */
            type: "trump-chosen";
            seat: number;
            /**
             * @description The hidden card, for the bid winner only
             * @example JH
             */
            card: string | null;
        } | {
            /** @enum {string} */
            type: "trump-opened";
            seat: number;
            bidder: number;
            /**
             * @description A Tanni card: rank J 9 A 10 K Q 8 7 then suit S H D C (`JH`, `10S`)
             * @example JH
             */
            card: string;
            /** @enum {string} */
            suit: "S" | "H" | "D" | "C";
            /** @description The bid winner must play this card now */
            forced: boolean;
        } | {
            /** @enum {string} */
            type: "pair-declared";
            seat: number;
            /** @description Team 0 is seats 0 and 2, team 1 is seats 1 and 3 */
            team: 0 | 1;
            /** @enum {string} */
            suit: "S" | "H" | "D" | "C";
            cards: string[];
        } | {
            /** @enum {string} */
            type: "card-played";
            seat: number;
            /**
             * @description A Tanni card: rank J 9 A 10 K Q 8 7 then suit S H D C (`JH`, `10S`)
             * @example JH
             */
            card: string;
        } | {
            /** @enum {string} */
            type: "trick-won";
            trick: number;
            winner: number;
            /** @description Team 0 is seats 0 and 2, team 1 is seats 1 and 3 */
            team: 0 | 1;
            cards: string[];
            /**
             * @description Points in steps of 0.25
             * @example 18.5
             */
            points: number;
        } | {
            /** @enum {string} */
            type: "round-scored";
            summary: components["schemas"]["TanniRoundSummary"];
        } | {
            /** @enum {string} */
            type: "game-won";
            /** @description Team 0 is seats 0 and 2, team 1 is seats 1 and 3 */
            team: 0 | 1;
            winners: number[];
            /** @description Team 0 (seats 0, 2) then team 1 (seats 1, 3) */
            matchPoints: number[];
        } | {
            /** @enum {string} */
            type: "bongle-decks-shuffled";
            redSize: number;
            blackSize: number;
        } | {
            /** @enum {string} */
            type: "round-started";
            round: number;
            dealer: number;
        } | {
            /** @enum {string} */
            type: "trump-flipped";
            /**
             * @description A standard card: rank A 2–10 J Q K then suit S H D C
             * @example 7H
             */
            red: string | null;
            /**
             * @description A standard card: rank A 2–10 J Q K then suit S H D C
             * @example 7H
             */
            black: string | null;
        } | {
            /** @enum {string} */
            type: "trump-tied";
            cards: string[];
        } | {
            /** @enum {string} */
            type: "trump-chosen";
            /** @enum {string} */
            trump: "S" | "H" | "D" | "C";
        } | {
            /** @enum {string} */
            type: "round-dealt";
            round: number;
            leader: number;
            /** @description The reader's own new hand; null for a spectator */
            hand: string[] | null;
            handSizes: number[];
            extraPileSize: number;
        } | {
            /** @enum {string} */
            type: "card-played";
            seat: number;
            /**
             * @description A standard card: rank A 2–10 J Q K then suit S H D C
             * @example 7H
             */
            card: string;
            /**
             * @description Where the card came from: the hand, a Bongle deck's top face-down card, or a deck's flipped card
             * @enum {string}
             */
            from: "hand" | "bongle" | "flipped";
            /**
             * @description A Bongle deck: red (hearts, diamonds) or black (spades, clubs)
             * @enum {string|null}
             */
            deck: "red" | "black" | null;
        } | {
            /** @enum {string} */
            type: "trick-won";
            trick: number;
            winner: number;
            cards: string[];
        } | {
            /** @enum {string} */
            type: "trump-changed";
            /** @enum {string|null} */
            trump: "S" | "H" | "D" | "C" | null;
        } | {
            /** @enum {string} */
            type: "round-ended";
            round: number;
            tadpoleDeckSize: number;
        } | {
            /** @enum {string} */
            type: "game-ended";
            /** @enum {string} */
            reason: "no-card-to-play" | "round-cannot-be-set-up";
            seat: number | null;
            discarded: string[];
            scores: number[];
            winners: number[];
        } | {
            /** @enum {string} */
            type: "game-dealt";
            dealer: number;
            leader: number;
            /** @description The reader's own hand; null for a spectator */
            hand: string[] | null;
            handSizes: number[];
        } | {
            /** @enum {string} */
            type: "card-played";
            seat: number;
            /**
             * @description A card id: rank (A 2..10 J Q K) then suit (S H D C)
             * @example QS
             */
            card: string;
        } | {
            /** @enum {string} */
            type: "trick-won";
            trick: number;
            winner: number;
            cards: string[];
        } | {
            /** @enum {string} */
            type: "trick-given";
            trick: number;
            from: number;
            to: number;
            /**
             * @description A card id: rank (A 2..10 J Q K) then suit (S H D C)
             * @example QS
             */
            runt: string;
            automatic: boolean;
        } | {
            /** @enum {string} */
            type: "last-trick-exchanged";
            trick: number;
            winner: number;
            /**
             * @description A card id: rank (A 2..10 J Q K) then suit (S H D C)
             * @example QS
             */
            winnerCard: string;
            /**
             * @description The lowest card of the led suit in the last trick
             * @example QS
             */
            runt: string;
            runtSeat: number;
            /** @description TANTONY-9: the card each seat took from the last trick (index = seat) */
            takes: string[];
        } | {
            /** @enum {string} */
            type: "round-scored";
            round: number;
            scores: number[];
            totals: number[];
        } | {
            /** @enum {string} */
            type: "round-started";
            round: number;
            leader: number;
            /** @description The reader's own hand; null for a spectator */
            hand: string[] | null;
            handSizes: number[];
        } | {
            /** @enum {string} */
            type: "game-ended";
            round: number;
            early: boolean;
            winners: number[];
            draw: boolean;
            /** @description Final score of each seat (teams: the team total, repeated for both partners; split-partner: own plus the previous seat, TANTONY-12) */
            scores: number[];
        };
        SeatJoined: {
            /** @enum {string} */
            type: "seat-joined";
            /** @example 0 */
            seat: number;
            name: string;
        };
        /** @description Every seat is taken: the cards are dealt */
        GameStarted: {
            /** @enum {string} */
            type: "game-started";
        };
        /** @description A seat left before the deal */
        SeatLeft: {
            /** @enum {string} */
            type: "seat-left";
            /** @example 0 */
            seat: number;
        };
        /** @description A seat resigned: the game is over */
        SeatResigned: {
            /** @enum {string} */
            type: "seat-resigned";
            /** @example 0 */
            seat: number;
        };
        /** @description The game was called off (seat null: by its admin) */
        GameAborted: {
            /** @enum {string} */
            type: "game-aborted";
            /** @example 0 */
            seat: number | null;
        };
        /** @description The admin freed the seat (name null) or handed it to a player */
        SeatReset: {
            /** @enum {string} */
            type: "seat-reset";
            /** @example 0 */
            seat: number;
            name: string | null;
        };
        /** @description The admin handed the seat to a bot of this level for the rest of the game */
        SeatTakenOver: {
            /** @enum {string} */
            type: "seat-taken-over";
            /** @example 0 */
            seat: number;
            /** @example expert */
            bot: string;
        };
        /** @description The rematch of this finished game */
        RematchCreated: {
            /** @enum {string} */
            type: "rematch-created";
            gameId: string;
        };
        /** @description The seat's player declared leave (`POST /v1/me/leave`): the seat's clock does not run from `from` until `until` */
        LeaveDeclared: {
            /** @enum {string} */
            type: "leave-declared";
            /** @example 0 */
            seat: number;
            /** @example lv_3kTz9QmWc1rB */
            leaveId: string;
            /** @example 2026-12-24T00:00:00.000Z */
            from: string;
            /** @example 2026-12-28T00:00:00.000Z */
            until: string;
        };
        /** @description The seat's player cancelled leave `leaveId`: not begun, it is gone; under way, it ended at this entry */
        LeaveCancelled: {
            /** @enum {string} */
            type: "leave-cancelled";
            /** @example 0 */
            seat: number;
            /** @example lv_3kTz9QmWc1rB */
            leaveId: string;
        };
        /** @description The server reminded the awaited seat's player that `threshold` seconds or less are left before `deadline` (a `turn.reminder` player webhook and player-stream event); the clock runs on */
        TurnReminded: {
            /** @enum {string} */
            type: "turn-reminded";
            /** @example 0 */
            seat: number;
            /**
             * @description The threshold reached: seconds left, as the player set it (`PUT /v1/me/reminders`)
             * @example 3600
             */
            threshold: number;
            /** @example 2026-12-10T09:00:00.000Z */
            deadline: string;
        };
        TangoRoundDealt: {
            /** @enum {string} */
            type: "round-dealt";
            round: number;
            dealer: number;
            /**
             * @description A Tango card: suit letter G/Y/P/R then 1–10, or ROSE
             * @example G7
             */
            style: string;
            reshuffles: number;
            /** @description The reader's own new hand; null for a spectator */
            hand: string[] | null;
            /** @description Face-up pile cards of each seat */
            faceUp: string[][];
        };
        TangoCardPlayed: {
            /** @enum {string} */
            type: "card-played";
            seat: number;
            /**
             * @description A Tango card: suit letter G/Y/P/R then 1–10, or ROSE
             * @example G7
             */
            card: string;
            /** @enum {string} */
            from: "hand" | "pile";
        };
        TangoTrickWon: {
            /** @enum {string} */
            type: "trick-won";
            trick: number;
            winner: number;
            cards: string[];
        };
        TangoCardsRevealed: {
            /** @enum {string} */
            type: "cards-revealed";
            seat: number;
            cards: {
                pile: number;
                /**
                 * @description A Tango card: suit letter G/Y/P/R then 1–10, or ROSE
                 * @example G7
                 */
                card: string;
            }[];
        };
        TangoStyleSwapped: {
            /** @enum {string} */
            type: "style-swapped";
            seat: number;
            /**
             * @description A Tango card: suit letter G/Y/P/R then 1–10, or ROSE
             * @example G7
             */
            gave: string;
            /**
             * @description A Tango card: suit letter G/Y/P/R then 1–10, or ROSE
             * @example G7
             */
            took: string;
        };
        TangoSwapDeclined: {
            /** @enum {string} */
            type: "swap-declined";
            seat: number;
        };
        TangoRoundScored: {
            /** @enum {string} */
            type: "round-scored";
            round: number;
            scores: number[];
            roseTo: number | null;
            totals: number[];
            roses: number[];
        };
        TangoGameWon: {
            /** @enum {string} */
            type: "game-won";
            winner: number;
            roses: number[];
        };
        TanniRoundSummary: {
            round: number;
            dealer: number;
            /** @enum {string} */
            kind: "bid" | "tanni";
            /** @description The bid winner or Tanni caller */
            bidder: number;
            /** @description Team 0 is seats 0 and 2, team 1 is seats 1 and 3 */
            bidTeam: 0 | 1;
            /**
             * @description Points in steps of 0.25
             * @example 18.5
             */
            bid: number;
            /**
             * @description The trump suit; null in a Tanni round
             * @enum {string|null}
             */
            trump: "S" | "H" | "D" | "C" | null;
            pairs: {
                seat: number;
                /** @description Team 0 is seats 0 and 2, team 1 is seats 1 and 3 */
                team: 0 | 1;
                /** @enum {string} */
                suit: "S" | "H" | "D" | "C";
                /** @description TANNI-11: a pair of the trump suit, settled at scoring */
                trump: boolean;
                /**
                 * @description Change to the bid: -2/-4 for the bid team, +2/+4 for the other team
                 * @example 18.5
                 */
                adjustment: number;
            }[];
            /**
             * @description TANNI-13: bid + pair adjustments (5 to 40); 30 in a Tanni round
             * @example 18.5
             */
            adjustedBid: number;
            /** @description The kitty cards: in the round-scored event, and in the view of a finished game; null in a later round (the cards are back in play) */
            kitty: string[] | null;
            /**
             * @description Points in steps of 0.25
             * @example 18.5
             */
            kittyPoints: number;
            /**
             * @description Points of a hidden trump card never played (counted for the bid team)
             * @example 18.5
             */
            unplayedTrumpPoints: number;
            /** @description Round points of each team; the bid team's include the kitty */
            points: number[];
            tricksWon: number[];
            /** @description Did the bid team reach the adjusted bid (Tanni: win all 4 tricks)? */
            made: boolean;
            /** @description The only team that gained match points this round */
            scoringTeam: 0 | 1;
            /**
             * @description Match points gained by the scoring team (the adjusted bid, or 60 for Tanni)
             * @example 18.5
             */
            gained: number;
            /** @description Match points after this round */
            matchPoints: number[];
        };
        WebhookTurnStarted: {
            /** @enum {string} */
            type: "turn.started";
            /** @description When it happened (ISO 8601) */
            timestamp: string;
            data: {
                /** @example g_x8Qk2M0aZp1s7YvB */
                gameId: string;
                /**
                 * @description Number of log entries; also the ETag
                 * @example 12
                 */
                version: number;
                /** @example 0 */
                seat: number;
                deadline: string | null;
                /** @description Seconds on the seat's clock as the turn began (it runs out at `deadline`); null without a clock */
                remaining: number | null;
            };
        };
        WebhookActionApplied: {
            /** @enum {string} */
            type: "action.applied";
            /** @description When it happened (ISO 8601) */
            timestamp: string;
            data: {
                /** @example g_x8Qk2M0aZp1s7YvB */
                gameId: string;
                /**
                 * @description Number of log entries; also the ETag
                 * @example 12
                 */
                version: number;
                /** @example 0 */
                seat: number;
                /** @enum {string} */
                kind: "action" | "auto" | "timeout" | "bot";
                events: components["schemas"]["Event"][];
            };
        };
        WebhookTrickCompleted: {
            /** @enum {string} */
            type: "trick.completed";
            /** @description When it happened (ISO 8601) */
            timestamp: string;
            data: {
                /** @example g_x8Qk2M0aZp1s7YvB */
                gameId: string;
                /**
                 * @description Number of log entries; also the ETag
                 * @example 12
                 */
                version: number;
                event: components["schemas"]["SeatJoined"] | components["schemas"]["GameStarted"] | components["schemas"]["SeatLeft"] | components["schemas"]["SeatResigned"] | components["schemas"]["GameAborted"] | components["schemas"]["SeatReset"] | components["schemas"]["SeatTakenOver"] | components["schemas"]["RematchCreated"] | components["schemas"]["LeaveDeclared"] | components["schemas"]["LeaveCancelled"] | components["schemas"]["TurnReminded"] | components["schemas"]["TangoRoundDealt"] | components["schemas"]["TangoCardPlayed"] | components["schemas"]["TangoTrickWon"] | components["schemas"]["TangoCardsRevealed"] | components["schemas"]["TangoStyleSwapped"] | components["schemas"]["TangoSwapDeclined"] | components["schemas"]["TangoRoundScored"] | components["schemas"]["TangoGameWon"] | {
                    /** @enum {string} */
                    type: "game-set-up";
                    sevens: ("S" | "H" | "D" | "C")[];
                    firstDealer: number;
                    target: number;
                } | {
                    /** @enum {string} */
                    type: "round-dealt";
                    round: number;
                    dealer: number;
                    opener: number;
                    /** @description The reader's first 4 cards; null for a spectator */
                    hand: string[] | null;
                } | {
                    /** @enum {string} */
                    type: "bid-made";
                    seat: number;
                    /**
                     * @description Points in steps of 0.25
                     * @example 18.5
                     */
                    value: number;
                } | {
                    /** @enum {string} */
                    type: "player-passed";
                    seat: number;
                } | {
                    /** @enum {string} */
                    type: "tanni-called";
                    seat: number;
                } | {
                    /** @enum {string} */
                    type: "contract-won";
                    seat: number;
                    /** @description Team 0 is seats 0 and 2, team 1 is seats 1 and 3 */
                    team: 0 | 1;
                    /** @enum {string} */
                    kind: "bid" | "tanni";
                    /**
                     * @description Points in steps of 0.25
                     * @example 18.5
                     */
                    value: number;
                } | {
                    /** @enum {string} */
                    type: "hands-completed";
                    /** @description The reader's 3 new cards; null for a spectator */
                    cards: string[] | null;
                    kittySize: number;
                } | {
                    /** @enum {string} */
                    type: "trump-chosen";
                    seat: number;
                    /**
                     * @description The hidden card, for the bid winner only
                     * @example JH
                     */
                    card: string | null;
                } | {
                    /** @enum {string} */
                    type: "trump-opened";
                    seat: number;
                    bidder: number;
                    /**
                     * @description A Tanni card: rank J 9 A 10 K Q 8 7 then suit S H D C (`JH`, `10S`)
                     * @example JH
                     */
                    card: string;
                    /** @enum {string} */
                    suit: "S" | "H" | "D" | "C";
                    /** @description The bid winner must play this card now */
                    forced: boolean;
                } | {
                    /** @enum {string} */
                    type: "pair-declared";
                    seat: number;
                    /** @description Team 0 is seats 0 and 2, team 1 is seats 1 and 3 */
                    team: 0 | 1;
                    /** @enum {string} */
                    suit: "S" | "H" | "D" | "C";
                    cards: string[];
                } | {
                    /** @enum {string} */
                    type: "card-played";
                    seat: number;
                    /**
                     * @description A Tanni card: rank J 9 A 10 K Q 8 7 then suit S H D C (`JH`, `10S`)
                     * @example JH
                     */
                    card: string;
                } | {
                    /** @enum {string} */
                    type: "trick-won";
                    trick: number;
                    winner: number;
                    /** @description Team 0 is seats 0 and 2, team 1 is seats 1 and 3 */
                    team: 0 | 1;
                    cards: string[];
                    /**
                     * @description Points in steps of 0.25
                     * @example 18.5
                     */
                    points: number;
                } | {
                    /** @enum {string} */
                    type: "round-scored";
                    summary: components["schemas"]["TanniRoundSummary"];
                } | {
                    /** @enum {string} */
                    type: "game-won";
                    /** @description Team 0 is seats 0 and 2, team 1 is seats 1 and 3 */
                    team: 0 | 1;
                    winners: number[];
                    /** @description Team 0 (seats 0, 2) then team 1 (seats 1, 3) */
                    matchPoints: number[];
                } | {
                    /** @enum {string} */
                    type: "bongle-decks-shuffled";
                    redSize: number;
                    blackSize: number;
                } | {
                    /** @enum {string} */
                    type: "round-started";
                    round: number;
                    dealer: number;
                } | {
                    /** @enum {string} */
                    type: "trump-flipped";
                    /**
                     * @description A standard card: rank A 2–10 J Q K then suit S H D C
                     * @example 7H
                     */
                    red: string | null;
                    /**
                     * @description A standard card: rank A 2–10 J Q K then suit S H D C
                     * @example 7H
                     */
                    black: string | null;
                } | {
                    /** @enum {string} */
                    type: "trump-tied";
                    cards: string[];
                } | {
                    /** @enum {string} */
                    type: "trump-chosen";
                    /** @enum {string} */
                    trump: "S" | "H" | "D" | "C";
                } | {
                    /** @enum {string} */
                    type: "round-dealt";
                    round: number;
                    leader: number;
                    /** @description The reader's own new hand; null for a spectator */
                    hand: string[] | null;
                    handSizes: number[];
                    extraPileSize: number;
                } | {
                    /** @enum {string} */
                    type: "card-played";
                    seat: number;
                    /**
                     * @description A standard card: rank A 2–10 J Q K then suit S H D C
                     * @example 7H
                     */
                    card: string;
                    /**
                     * @description Where the card came from: the hand, a Bongle deck's top face-down card, or a deck's flipped card
                     * @enum {string}
                     */
                    from: "hand" | "bongle" | "flipped";
                    /**
                     * @description A Bongle deck: red (hearts, diamonds) or black (spades, clubs)
                     * @enum {string|null}
                     */
                    deck: "red" | "black" | null;
                } | {
                    /** @enum {string} */
                    type: "trick-won";
                    trick: number;
                    winner: number;
                    cards: string[];
                } | {
                    /** @enum {string} */
                    type: "trump-changed";
                    /** @enum {string|null} */
                    trump: "S" | "H" | "D" | "C" | null;
                } | {
                    /** @enum {string} */
                    type: "round-ended";
                    round: number;
                    tadpoleDeckSize: number;
                } | {
                    /** @enum {string} */
                    type: "game-ended";
                    /** @enum {string} */
                    reason: "no-card-to-play" | "round-cannot-be-set-up";
                    seat: number | null;
                    discarded: string[];
                    scores: number[];
                    winners: number[];
                } | {
                    /** @enum {string} */
                    type: "game-dealt";
                    dealer: number;
                    leader: number;
                    /** @description The reader's own hand; null for a spectator */
                    hand: string[] | null;
                    handSizes: number[];
                } | {
                    /** @enum {string} */
                    type: "card-played";
                    seat: number;
                    /**
                     * @description A card id: rank (A 2..10 J Q K) then suit (S H D C)
                     * @example QS
                     */
                    card: string;
                } | {
                    /** @enum {string} */
                    type: "trick-won";
                    trick: number;
                    winner: number;
                    cards: string[];
                } | {
                    /** @enum {string} */
                    type: "trick-given";
                    trick: number;
                    from: number;
                    to: number;
                    /**
                     * @description A card id: rank (A 2..10 J Q K) then suit (S H D C)
                     * @example QS
                     */
                    runt: string;
                    automatic: boolean;
                } | {
                    /** @enum {string} */
                    type: "last-trick-exchanged";
                    trick: number;
                    winner: number;
                    /**
                     * @description A card id: rank (A 2..10 J Q K) then suit (S H D C)
                     * @example QS
                     */
                    winnerCard: string;
                    /**
                     * @description The lowest card of the led suit in the last trick
                     * @example QS
                     */
                    runt: string;
                    runtSeat: number;
                    /** @description TANTONY-9: the card each seat took from the last trick (index = seat) */
                    takes: string[];
                } | {
                    /** @enum {string} */
                    type: "round-scored";
                    round: number;
                    scores: number[];
                    totals: number[];
                } | {
                    /** @enum {string} */
                    type: "round-started";
                    round: number;
                    leader: number;
                    /** @description The reader's own hand; null for a spectator */
                    hand: string[] | null;
                    handSizes: number[];
                } | {
                    /** @enum {string} */
                    type: "game-ended";
                    round: number;
                    early: boolean;
                    winners: number[];
                    draw: boolean;
                    /** @description Final score of each seat (teams: the team total, repeated for both partners; split-partner: own plus the previous seat, TANTONY-12) */
                    scores: number[];
                } | null;
            };
        };
        WebhookRoundCompleted: {
            /** @enum {string} */
            type: "round.completed";
            /** @description When it happened (ISO 8601) */
            timestamp: string;
            data: {
                /** @example g_x8Qk2M0aZp1s7YvB */
                gameId: string;
                /**
                 * @description Number of log entries; also the ETag
                 * @example 12
                 */
                version: number;
                event: components["schemas"]["SeatJoined"] | components["schemas"]["GameStarted"] | components["schemas"]["SeatLeft"] | components["schemas"]["SeatResigned"] | components["schemas"]["GameAborted"] | components["schemas"]["SeatReset"] | components["schemas"]["SeatTakenOver"] | components["schemas"]["RematchCreated"] | components["schemas"]["LeaveDeclared"] | components["schemas"]["LeaveCancelled"] | components["schemas"]["TurnReminded"] | components["schemas"]["TangoRoundDealt"] | components["schemas"]["TangoCardPlayed"] | components["schemas"]["TangoTrickWon"] | components["schemas"]["TangoCardsRevealed"] | components["schemas"]["TangoStyleSwapped"] | components["schemas"]["TangoSwapDeclined"] | components["schemas"]["TangoRoundScored"] | components["schemas"]["TangoGameWon"] | {
                    /** @enum {string} */
                    type: "game-set-up";
                    sevens: ("S" | "H" | "D" | "C")[];
                    firstDealer: number;
                    target: number;
                } | {
                    /** @enum {string} */
                    type: "round-dealt";
                    round: number;
                    dealer: number;
                    opener: number;
                    /** @description The reader's first 4 cards; null for a spectator */
                    hand: string[] | null;
                } | {
                    /** @enum {string} */
                    type: "bid-made";
                    seat: number;
                    /**
                     * @description Points in steps of 0.25
                     * @example 18.5
                     */
                    value: number;
                } | {
                    /** @enum {string} */
                    type: "player-passed";
                    seat: number;
                } | {
                    /** @enum {string} */
                    type: "tanni-called";
                    seat: number;
                } | {
                    /** @enum {string} */
                    type: "contract-won";
                    seat: number;
                    /** @description Team 0 is seats 0 and 2, team 1 is seats 1 and 3 */
                    team: 0 | 1;
                    /** @enum {string} */
                    kind: "bid" | "tanni";
                    /**
                     * @description Points in steps of 0.25
                     * @example 18.5
                     */
                    value: number;
                } | {
                    /** @enum {string} */
                    type: "hands-completed";
                    /** @description The reader's 3 new cards; null for a spectator */
                    cards: string[] | null;
                    kittySize: number;
                } | {
                    /** @enum {string} */
                    type: "trump-chosen";
                    seat: number;
                    /**
                     * @description The hidden card, for the bid winner only
                     * @example JH
                     */
                    card: string | null;
                } | {
                    /** @enum {string} */
                    type: "trump-opened";
                    seat: number;
                    bidder: number;
                    /**
                     * @description A Tanni card: rank J 9 A 10 K Q 8 7 then suit S H D C (`JH`, `10S`)
                     * @example JH
                     */
                    card: string;
                    /** @enum {string} */
                    suit: "S" | "H" | "D" | "C";
                    /** @description The bid winner must play this card now */
                    forced: boolean;
                } | {
                    /** @enum {string} */
                    type: "pair-declared";
                    seat: number;
                    /** @description Team 0 is seats 0 and 2, team 1 is seats 1 and 3 */
                    team: 0 | 1;
                    /** @enum {string} */
                    suit: "S" | "H" | "D" | "C";
                    cards: string[];
                } | {
                    /** @enum {string} */
                    type: "card-played";
                    seat: number;
                    /**
                     * @description A Tanni card: rank J 9 A 10 K Q 8 7 then suit S H D C (`JH`, `10S`)
                     * @example JH
                     */
                    card: string;
                } | {
                    /** @enum {string} */
                    type: "trick-won";
                    trick: number;
                    winner: number;
                    /** @description Team 0 is seats 0 and 2, team 1 is seats 1 and 3 */
                    team: 0 | 1;
                    cards: string[];
                    /**
                     * @description Points in steps of 0.25
                     * @example 18.5
                     */
                    points: number;
                } | {
                    /** @enum {string} */
                    type: "round-scored";
                    summary: components["schemas"]["TanniRoundSummary"];
                } | {
                    /** @enum {string} */
                    type: "game-won";
                    /** @description Team 0 is seats 0 and 2, team 1 is seats 1 and 3 */
                    team: 0 | 1;
                    winners: number[];
                    /** @description Team 0 (seats 0, 2) then team 1 (seats 1, 3) */
                    matchPoints: number[];
                } | {
                    /** @enum {string} */
                    type: "bongle-decks-shuffled";
                    redSize: number;
                    blackSize: number;
                } | {
                    /** @enum {string} */
                    type: "round-started";
                    round: number;
                    dealer: number;
                } | {
                    /** @enum {string} */
                    type: "trump-flipped";
                    /**
                     * @description A standard card: rank A 2–10 J Q K then suit S H D C
                     * @example 7H
                     */
                    red: string | null;
                    /**
                     * @description A standard card: rank A 2–10 J Q K then suit S H D C
                     * @example 7H
                     */
                    black: string | null;
                } | {
                    /** @enum {string} */
                    type: "trump-tied";
                    cards: string[];
                } | {
                    /** @enum {string} */
                    type: "trump-chosen";
                    /** @enum {string} */
                    trump: "S" | "H" | "D" | "C";
                } | {
                    /** @enum {string} */
                    type: "round-dealt";
                    round: number;
                    leader: number;
                    /** @description The reader's own new hand; null for a spectator */
                    hand: string[] | null;
                    handSizes: number[];
                    extraPileSize: number;
                } | {
                    /** @enum {string} */
                    type: "card-played";
                    seat: number;
                    /**
                     * @description A standard card: rank A 2–10 J Q K then suit S H D C
                     * @example 7H
                     */
                    card: string;
                    /**
                     * @description Where the card came from: the hand, a Bongle deck's top face-down card, or a deck's flipped card
                     * @enum {string}
                     */
                    from: "hand" | "bongle" | "flipped";
                    /**
                     * @description A Bongle deck: red (hearts, diamonds) or black (spades, clubs)
                     * @enum {string|null}
                     */
                    deck: "red" | "black" | null;
                } | {
                    /** @enum {string} */
                    type: "trick-won";
                    trick: number;
                    winner: number;
                    cards: string[];
                } | {
                    /** @enum {string} */
                    type: "trump-changed";
                    /** @enum {string|null} */
                    trump: "S" | "H" | "D" | "C" | null;
                } | {
                    /** @enum {string} */
                    type: "round-ended";
                    round: number;
                    tadpoleDeckSize: number;
                } | {
                    /** @enum {string} */
                    type: "game-ended";
                    /** @enum {string} */
                    reason: "no-card-to-play" | "round-cannot-be-set-up";
                    seat: number | null;
                    discarded: string[];
                    scores: number[];
                    winners: number[];
                } | {
                    /** @enum {string} */
                    type: "game-dealt";
                    dealer: number;
                    leader: number;
                    /** @description The reader's own hand; null for a spectator */
                    hand: string[] | null;
                    handSizes: number[];
                } | {
                    /** @enum {string} */
                    type: "card-played";
                    seat: number;
                    /**
                     * @description A card id: rank (A 2..10 J Q K) then suit (S H D C)
                     * @example QS
                     */
                    card: string;
                } | {
                    /** @enum {string} */
                    type: "trick-won";
                    trick: number;
                    winner: number;
                    cards: string[];
                } | {
                    /** @enum {string} */
                    type: "trick-given";
                    trick: number;
                    from: number;
                    to: number;
                    /**
                     * @description A card id: rank (A 2..10 J Q K) then suit (S H D C)
                     * @example QS
                     */
                    runt: string;
                    automatic: boolean;
                } | {
                    /** @enum {string} */
                    type: "last-trick-exchanged";
                    trick: number;
                    winner: number;
                    /**
                     * @description A card id: rank (A 2..10 J Q K) then suit (S H D C)
                     * @example QS
                     */
                    winnerCard: string;
                    /**
                     * @description The lowest card of the led suit in the last trick
                     * @example QS
                     */
                    runt: string;
                    runtSeat: number;
                    /** @description TANTONY-9: the card each seat took from the last trick (index = seat) */
                    takes: string[];
                } | {
                    /** @enum {string} */
                    type: "round-scored";
                    round: number;
                    scores: number[];
                    totals: number[];
                } | {
                    /** @enum {string} */
                    type: "round-started";
                    round: number;
                    leader: number;
                    /** @description The reader's own hand; null for a spectator */
                    hand: string[] | null;
                    handSizes: number[];
                } | {
                    /** @enum {string} */
                    type: "game-ended";
                    round: number;
                    early: boolean;
                    winners: number[];
                    draw: boolean;
                    /** @description Final score of each seat (teams: the team total, repeated for both partners; split-partner: own plus the previous seat, TANTONY-12) */
                    scores: number[];
                } | null;
            };
        };
        WebhookGameFinished: {
            /** @enum {string} */
            type: "game.finished";
            /** @description When it happened (ISO 8601) */
            timestamp: string;
            data: {
                /** @example g_x8Qk2M0aZp1s7YvB */
                gameId: string;
                /**
                 * @description Number of log entries; also the ETag
                 * @example 12
                 */
                version: number;
                /** @enum {string} */
                status: "finished" | "aborted";
                result: {
                    winners: number[];
                    draw: boolean;
                    scores: number[];
                    reason: components["schemas"]["EndReason"];
                    /**
                     * @description The seat that resigned or aborted; null when played out or aborted by the admin
                     * @example 0
                     */
                    by: number | null;
                    seed: string;
                };
            };
        };
        /**
         * @description Why the game ended
         * @enum {string}
         */
        EndReason: "played-out" | "resigned" | "aborted";
        WebhookTurnTimedOut: {
            /** @enum {string} */
            type: "turn.timed-out";
            /** @description When it happened (ISO 8601) */
            timestamp: string;
            data: {
                /** @example g_x8Qk2M0aZp1s7YvB */
                gameId: string;
                /**
                 * @description Number of log entries; also the ETag
                 * @example 12
                 */
                version: number;
                /** @example 0 */
                seat: number;
                deadline: string | null;
            };
        };
        WebhookSeatTakenOver: {
            /** @enum {string} */
            type: "seat.taken-over";
            /** @description When it happened (ISO 8601) */
            timestamp: string;
            data: {
                /** @example g_x8Qk2M0aZp1s7YvB */
                gameId: string;
                /**
                 * @description Number of log entries; also the ETag
                 * @example 12
                 */
                version: number;
                /** @example 0 */
                seat: number;
                /** @example expert */
                bot: string;
            };
        };
        WebhookSubscriptionDisabled: {
            /** @enum {string} */
            type: "subscription.disabled";
            /** @description When it happened (ISO 8601) */
            timestamp: string;
            data: {
                /** @example g_x8Qk2M0aZp1s7YvB */
                gameId: string;
                /**
                 * @description Number of log entries; also the ETag
                 * @example 12
                 */
                version: number;
                /**
                 * @description The subscription disabled
                 * @example wh_x8Qk2M0aZp1s7YvB
                 */
                webhookId: string;
                url: string;
                /** @example every attempt has failed since 2026-11-24T09:00:00.000Z (5 days) */
                reason: string;
                /** @description When its current run of failures began */
                failingSince: string | null;
            };
        };
        PlayerWebhookTurnStarted: {
            /** @enum {string} */
            type: "turn.started";
            /** @description When it happened (ISO 8601) */
            timestamp: string;
            data: {
                /** @example g_x8Qk2M0aZp1s7YvB */
                gameId: string;
                /** @example tango */
                gameType: string;
                /**
                 * @description Number of log entries; also the ETag
                 * @example 12
                 */
                version: number;
                /**
                 * @description The player's seat in that game: the payload shows what it may see
                 * @example 0
                 */
                seat: number;
                /** @description When the server plays for you; null without a turn clock */
                deadline: string | null;
                /** @description Seconds on the seat's clock as the turn began (it runs out at `deadline`); null without a clock */
                remaining: number | null;
            };
        };
        PlayerWebhookTurnReminder: {
            /** @enum {string} */
            type: "turn.reminder";
            /** @description When it happened (ISO 8601) */
            timestamp: string;
            data: {
                /** @example g_x8Qk2M0aZp1s7YvB */
                gameId: string;
                /** @example tango */
                gameType: string;
                /**
                 * @description Number of log entries; also the ETag
                 * @example 12
                 */
                version: number;
                /**
                 * @description The player's seat in that game: the payload shows what it may see
                 * @example 0
                 */
                seat: number;
                /**
                 * @description The threshold reached: seconds left, as you set it
                 * @example 3600
                 */
                threshold: number;
                /** @description When the server plays for you */
                deadline: string;
                /**
                 * @description Seconds from the reminder to the deadline (at most `threshold`)
                 * @example 3541.2
                 */
                left: number;
            };
        };
        PlayerWebhookGameStarted: {
            /** @enum {string} */
            type: "game.started";
            /** @description When it happened (ISO 8601) */
            timestamp: string;
            data: {
                /** @example g_x8Qk2M0aZp1s7YvB */
                gameId: string;
                /** @example tango */
                gameType: string;
                /**
                 * @description Number of log entries; also the ETag
                 * @example 12
                 */
                version: number;
                /**
                 * @description The player's seat in that game: the payload shows what it may see
                 * @example 0
                 */
                seat: number;
                seats: (string | null)[];
                toAct: number[];
                events: components["schemas"]["Event"][];
            };
        };
        PlayerWebhookGameFinished: {
            /** @enum {string} */
            type: "game.finished";
            /** @description When it happened (ISO 8601) */
            timestamp: string;
            data: {
                /** @example g_x8Qk2M0aZp1s7YvB */
                gameId: string;
                /** @example tango */
                gameType: string;
                /**
                 * @description Number of log entries; also the ETag
                 * @example 12
                 */
                version: number;
                /**
                 * @description The player's seat in that game: the payload shows what it may see
                 * @example 0
                 */
                seat: number;
                /** @enum {string} */
                status: "finished" | "aborted";
                result: {
                    winners: number[];
                    draw: boolean;
                    scores: number[];
                    reason: components["schemas"]["EndReason"];
                    /**
                     * @description The seat that resigned or aborted; null when played out or aborted by the admin
                     * @example 0
                     */
                    by: number | null;
                    seed: string;
                };
            };
        };
        PlayerWebhookRematchOffered: {
            /** @enum {string} */
            type: "rematch.offered";
            /** @description When it happened (ISO 8601) */
            timestamp: string;
            data: {
                /** @example g_x8Qk2M0aZp1s7YvB */
                gameId: string;
                /** @example tango */
                gameType: string;
                /**
                 * @description Number of log entries; also the ETag
                 * @example 12
                 */
                version: number;
                /**
                 * @description The player's seat in that game: the payload shows what it may see
                 * @example 0
                 */
                seat: number;
                rematch: {
                    gameId: string;
                };
                /**
                 * @description The seat that asked
                 * @example 0
                 */
                by: number | null;
            };
        };
        PlayerWebhookSubscriptionDisabled: {
            /** @enum {string} */
            type: "subscription.disabled";
            /** @description When it happened (ISO 8601) */
            timestamp: string;
            data: {
                /** @example g_x8Qk2M0aZp1s7YvB */
                gameId: string;
                /**
                 * @description Number of log entries; also the ETag
                 * @example 12
                 */
                version: number;
                /**
                 * @description The subscription disabled
                 * @example wh_x8Qk2M0aZp1s7YvB
                 */
                webhookId: string;
                url: string;
                /** @example every attempt has failed since 2026-11-24T09:00:00.000Z (5 days) */
                reason: string;
                /** @description When its current run of failures began */
                failingSince: string | null;
            };
        };
        /** @description `event: view` — your view and your legal moves at `version` */
        StreamView: {
            /**
             * @description Number of log entries; also the ETag
             * @example 12
             */
            version: number;
            view: components["schemas"]["GameView"];
            /** @description Your legal moves (empty when it is not your turn); null for a spectator */
            legalMoves: components["schemas"]["TangoLegalMoves"] | components["schemas"]["TanniLegalMoves"] | components["schemas"]["TadpoleLegalMoves"] | components["schemas"]["TantonyLegalMoves"] | null;
        };
        /** @description A game as the caller may see it: one shape per game, discriminated by `game` */
        GameView: components["schemas"]["TangoGameView"] | components["schemas"]["TanniGameView"] | components["schemas"]["TadpoleGameView"] | components["schemas"]["TantonyGameView"];
        /** @description A Tango game as the caller may see it; `state` is null until every seat is taken */
        TangoGameView: {
            /**
             * @description The game type, `tango` here: switch on it to narrow the state, options, moves and events (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            game: "tango";
            id: string;
            /**
             * @description The game type (the same as `game`)
             * @enum {string}
             */
            type: "tango";
            /**
             * @description The version of the game type's rules the game was created with; it is played under it for good
             * @example 2
             */
            rulesetVersion: number;
            status: components["schemas"]["GameStatus"];
            /**
             * @description Number of log entries; also the ETag
             * @example 12
             */
            version: number;
            /** @description Seats whose move is awaited */
            toAct: number[];
            /** @description Each seat's turn deadline (with a clock); null where no clock runs */
            deadlines: (string | null)[];
            /** @description Each seat's clock, by seat; null when the game has no clock. Computed from the log alone (the entries' times and the clock settings), as the verifier recomputes it. */
            clocks: components["schemas"]["SeatClock"][] | null;
            /**
             * @description Your seat; null for a spectator
             * @example 0
             */
            you: number | null;
            seats: components["schemas"]["ViewSeat"][];
            options: components["schemas"]["TangoGameOptions"];
            seedCommitment: string;
            fairness: components["schemas"]["Fairness"];
            createdAt: string;
            state: components["schemas"]["TangoState"] | null;
            /** @description Set once the game is over (`finished` or `aborted`) */
            result: {
                winners: number[];
                draw: boolean;
                /** @description Final score of each seat */
                scores: number[];
                /** @description The secret seed, revealed: sha256(seed) equals seedCommitment */
                seed: string;
                reason: components["schemas"]["EndReason"];
                /**
                 * @description The seat that resigned or aborted; null when played out or aborted by the admin
                 * @example 0
                 */
                by: number | null;
            } | null;
            /** @description The finished game this one is the rematch of */
            rematchOf: string | null;
            /** @description This game's rematch, once a seat asked for one (`POST /rematch`) */
            rematch: string | null;
        };
        /**
         * @description `finished`: played out or resigned (`result.reason`); `aborted`: called off, no winner
         * @enum {string}
         */
        GameStatus: "waiting" | "active" | "finished" | "aborted";
        SeatClock: {
            /**
             * @description Seconds on the seat's clock (to the millisecond): while its turn runs (`deadline` set), what it had when the turn began; else what it has now. A per-move clock always shows its seconds per move.
             * @example 604800
             */
            remaining: number;
            /** @description When the seat's time runs out: its turn's start plus `remaining`; null while it is not awaited */
            deadline: string | null;
        };
        ViewSeat: {
            /** @example 0 */
            seat: number;
            name: string | null;
            joined: boolean;
            /**
             * @description The level of the bot holding the seat; null for a person or a free seat
             * @enum {string|null}
             */
            bot: "random" | "basic" | "expert" | null;
            onLeave: components["schemas"]["SeatLeave"];
        };
        /** @description The seat's declared leave that ends last (`POST /v1/me/leave`): its clock does not run from `from` until `until`. Null: none declared. Under way when `from` ≤ now < `until`; a past `until` means it is over. Computed from the log, like the deadlines. */
        SeatLeave: {
            /** @example 2026-12-24T00:00:00.000Z */
            from: string;
            /** @example 2026-12-28T00:00:00.000Z */
            until: string;
        } | null;
        /** @description Tango's options as a game holds them: defaults applied, with turnTimeout and autoPlayForced */
        TangoGameOptions: {
            /**
             * @description TANGO-2: `roses` (first to 2 round wins) or `long` (TANGO-14)
             * @enum {string}
             */
            variant: "roses" | "long";
            firstDealer: 0 | 1 | "random";
            /** @description Seconds each seat has to act; null: no turn clock */
            turnTimeout: number | null;
            /** @description Whether the server plays a seat's only legal move at once (an `auto` entry) */
            autoPlayForced: boolean;
            clock: components["schemas"]["Clock"];
        };
        /** @description The game's clock: `per-move` (as `turnTimeout`), `bank` (a bank per seat plus an increment per move, capped) or `none`. When a seat's time runs out the server plays for it (`onTimeout`). */
        Clock: components["schemas"]["PerMoveClock"] | components["schemas"]["BankClock"] | components["schemas"]["NoClock"];
        /** @description The same time for every turn */
        PerMoveClock: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "per-move";
            /**
             * @description Seconds every turn has (what `turnTimeout` gives)
             * @example 86400
             */
            seconds: number;
        };
        /** @description A time bank per seat for the whole game, plus an increment after each move of that seat, capped by `max` */
        BankClock: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "bank";
            /**
             * @description Seconds each seat's bank holds at the start
             * @example 604800
             */
            initial: number;
            /**
             * @description Seconds added to a seat's bank after each of its moves (Fischer)
             * @example 86400
             */
            increment: number;
            /**
             * @description The most a bank may hold after an increment; absent: no cap
             * @example 1209600
             */
            max?: number;
        };
        /** @description No clock: a turn never runs out */
        NoClock: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "none";
        };
        /** @description The fair-deal protocol of the game and what of it is public now (README "Fair deals") */
        Fairness: {
            /**
             * @description How the deal seed is made: `server-seed/1` (the server seed itself: no seat sent entropy, or the game predates entropy) or `server-seed+entropy/1` (HMAC-SHA256 of the seats' entropy keyed with the server seed)
             * @enum {string}
             */
            protocol: "server-seed/1" | "server-seed+entropy/1";
            /**
             * @description hex SHA-256 of the server seed, published at creation (as `seedCommitment`)
             * @example b3fff7b9…
             */
            commitment: string;
            /** @description Each seat's entropy as hex (null: none sent); before the game starts you see only your own */
            entropy: (string | null)[];
            /** @description The server seed (hex), revealed when the game is finished; null until then */
            seed: string | null;
            /** @description The deal seed (hex) every draw was keyed with, revealed when the game is finished; null until then */
            dealSeed: string | null;
        };
        TangoState: {
            /** @enum {string} */
            game: "tango";
            /** @enum {string} */
            variant: "roses" | "long";
            /** @enum {string} */
            phase: "dealing" | "play" | "swap" | "finished";
            round: number;
            dealer: number;
            /**
             * @description A Tango card: suit letter G/Y/P/R then 1–10, or ROSE
             * @example G7
             */
            styleCard: string | null;
            /** @enum {string|null} */
            trump: "G" | "Y" | "P" | "R" | null;
            /** @description The caller's own hand; null for a spectator */
            hand: string[] | null;
            /** @description The trick loser deciding on the Style swap */
            swapper: number | null;
            /** @description The trick being played */
            trick: {
                number: number;
                leader: number;
                /** @enum {string|null} */
                leadSuit: "G" | "Y" | "P" | "R" | null;
                plays: {
                    seat: number;
                    /**
                     * @description A Tango card: suit letter G/Y/P/R then 1–10, or ROSE
                     * @example G7
                     */
                    card: string;
                    /** @enum {string} */
                    from: "hand" | "pile";
                }[];
            };
            /** @description This round's completed tricks */
            tricks: {
                number: number;
                leader: number;
                /** @enum {string|null} */
                leadSuit: "G" | "Y" | "P" | "R" | null;
                plays: {
                    seat: number;
                    /**
                     * @description A Tango card: suit letter G/Y/P/R then 1–10, or ROSE
                     * @example G7
                     */
                    card: string;
                    /** @enum {string} */
                    from: "hand" | "pile";
                }[];
                winner: number;
            }[];
            swaps: {
                afterTrick: number;
                seat: number;
                swapped: boolean;
                /**
                 * @description The hand card that became the Style card
                 * @example G7
                 */
                gave?: string;
                /**
                 * @description The old Style card, now in the hand
                 * @example G7
                 */
                took?: string;
            }[];
            players: {
                seat: number;
                handSize: number;
                /** @description Face-down cards are never shown, not even to their owner */
                piles: {
                    /**
                     * @description A Tango card: suit letter G/Y/P/R then 1–10, or ROSE
                     * @example G7
                     */
                    faceUp: string | null;
                    faceDown: boolean;
                }[];
                tricksWon: number;
                /** @description TANGO-12 score of the cards won so far this round */
                score: number;
                roses: number;
                /** @description Long variant running total (TANGO-14) */
                total: number;
            }[];
            rounds: {
                round: number;
                dealer: number;
                scores: number[];
                roseTo: number | null;
                totals: number[];
            }[];
            winner: number | null;
        };
        /** @description A Tanni game as the caller may see it; `state` is null until every seat is taken */
        TanniGameView: {
            /**
             * @description The game type, `tanni` here: switch on it to narrow the state, options, moves and events (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            game: "tanni";
            id: string;
            /**
             * @description The game type (the same as `game`)
             * @enum {string}
             */
            type: "tanni";
            /**
             * @description The version of the game type's rules the game was created with; it is played under it for good
             * @example 2
             */
            rulesetVersion: number;
            status: components["schemas"]["GameStatus"];
            /**
             * @description Number of log entries; also the ETag
             * @example 12
             */
            version: number;
            /** @description Seats whose move is awaited */
            toAct: number[];
            /** @description Each seat's turn deadline (with a clock); null where no clock runs */
            deadlines: (string | null)[];
            /** @description Each seat's clock, by seat; null when the game has no clock. Computed from the log alone (the entries' times and the clock settings), as the verifier recomputes it. */
            clocks: components["schemas"]["SeatClock"][] | null;
            /**
             * @description Your seat; null for a spectator
             * @example 0
             */
            you: number | null;
            seats: components["schemas"]["ViewSeat"][];
            options: components["schemas"]["TanniGameOptions"];
            seedCommitment: string;
            fairness: components["schemas"]["Fairness"];
            createdAt: string;
            state: components["schemas"]["TanniState"] | null;
            /** @description Set once the game is over (`finished` or `aborted`) */
            result: {
                winners: number[];
                draw: boolean;
                /** @description Final score of each seat */
                scores: number[];
                /** @description The secret seed, revealed: sha256(seed) equals seedCommitment */
                seed: string;
                reason: components["schemas"]["EndReason"];
                /**
                 * @description The seat that resigned or aborted; null when played out or aborted by the admin
                 * @example 0
                 */
                by: number | null;
            } | null;
            /** @description The finished game this one is the rematch of */
            rematchOf: string | null;
            /** @description This game's rematch, once a seat asked for one (`POST /rematch`) */
            rematch: string | null;
        };
        /** @description Tanni's options as a game holds them: defaults applied, with turnTimeout and autoPlayForced */
        TanniGameOptions: {
            /** @description TANNI-3/15: match points a team needs to win (e.g. 200 for a long game) */
            target: number;
            /** @description TANNI-3: the dealer of round 1, or "random" (drawn from the game seed) */
            firstDealer: 0 | 1 | 2 | 3 | "random";
            /** @description Seconds each seat has to act; null: no turn clock */
            turnTimeout: number | null;
            /** @description Whether the server plays a seat's only legal move at once (an `auto` entry) */
            autoPlayForced: boolean;
            clock: components["schemas"]["Clock"];
        };
        TanniState: {
            /** @enum {string} */
            game: "tanni";
            /**
             * @description `trump`: the bid winner chooses the hidden trump card
             * @enum {string}
             */
            phase: "dealing" | "auction" | "trump" | "play" | "finished";
            target: number;
            round: number;
            dealer: number;
            /** @description TANNI-1: the two suits whose 7 is in this game's deck */
            sevens: ("S" | "H" | "D" | "C")[];
            /** @description The seat this view is for; null for a spectator */
            viewer: number | null;
            /** @description The seat whose action is awaited */
            toAct: number | null;
            /** @description The viewer's hand (without a face-down trump card); null for a spectator */
            hand: string[] | null;
            /**
             * @description The face-down trump card: shown to the bid winner alone, and only while trump is hidden
             * @example JH
             */
            hiddenTrump: string | null;
            auction: {
                opener: number;
                turn: number | null;
                highBid: {
                    seat: number;
                    /**
                     * @description Points in steps of 0.25
                     * @example 18.5
                     */
                    value: number;
                } | null;
                passed: boolean[];
                calls: {
                    seat: number;
                    /** @enum {string} */
                    type: "bid" | "pass" | "call-tanni";
                    /**
                     * @description The bid (type `bid` only)
                     * @example 18.5
                     */
                    value?: number;
                }[];
            } | null;
            /** @description The won bid or the Tanni call */
            contract: {
                /** @enum {string} */
                kind: "bid" | "tanni";
                seat: number;
                /** @description Team 0 is seats 0 and 2, team 1 is seats 1 and 3 */
                team: 0 | 1;
                /**
                 * @description Points in steps of 0.25
                 * @example 18.5
                 */
                value: number;
            } | null;
            trump: {
                /** @description A trump card lies face down (its identity is hidden) */
                faceDown: boolean;
                open: boolean;
                /**
                 * @description The trump suit, once trump is open (never before, even for the bid winner: see hiddenTrump)
                 * @enum {string|null}
                 */
                suit: "S" | "H" | "D" | "C" | null;
                /**
                 * @description The trump card that was hidden, once trump is open
                 * @example JH
                 */
                card: string | null;
                /** @description The seat that could not follow suit (TANNI-9) */
                openedBy: number | null;
            };
            /**
             * @description TANNI-9: the opened trump card the bid winner must play now
             * @example JH
             */
            forced: string | null;
            /** @description Cards in the kitty (their identity stays hidden until the round is scored) */
            kittySize: number;
            /** @description The trick being played; null outside trick play */
            trick: {
                number: number;
                leader: number;
                /** @enum {string|null} */
                leadSuit: "S" | "H" | "D" | "C" | null;
                plays: {
                    seat: number;
                    /**
                     * @description A Tanni card: rank J 9 A 10 K Q 8 7 then suit S H D C (`JH`, `10S`)
                     * @example JH
                     */
                    card: string;
                }[];
            } | null;
            /** @description This round's completed tricks */
            tricks: {
                number: number;
                leader: number;
                /** @enum {string|null} */
                leadSuit: "S" | "H" | "D" | "C" | null;
                plays: {
                    seat: number;
                    /**
                     * @description A Tanni card: rank J 9 A 10 K Q 8 7 then suit S H D C (`JH`, `10S`)
                     * @example JH
                     */
                    card: string;
                }[];
                winner: number;
                /**
                 * @description Points in steps of 0.25
                 * @example 18.5
                 */
                points: number;
            }[];
            /** @description Pairs declared this round (whether trump is settled at scoring) */
            pairs: {
                seat: number;
                /** @description Team 0 is seats 0 and 2, team 1 is seats 1 and 3 */
                team: 0 | 1;
                /** @enum {string} */
                suit: "S" | "H" | "D" | "C";
                cards: string[];
            }[];
            players: {
                seat: number;
                /** @description Team 0 is seats 0 and 2, team 1 is seats 1 and 3 */
                team: 0 | 1;
                /** @description Cards in hand (a face-down trump card is not counted) */
                handSize: number;
                tricksWon: number;
                /** @description Cards of this hand everyone has seen (declared pairs, the opened trump card) */
                shown: string[];
            }[];
            /** @description Trick points each team has won this round (kitty not included) */
            roundPoints: number[];
            /** @description Team 0 (seats 0, 2) then team 1 (seats 1, 3) */
            matchPoints: number[];
            /** @description Summaries of the scored rounds, latest last */
            rounds: components["schemas"]["TanniRoundSummary"][];
            winner: {
                /** @description Team 0 is seats 0 and 2, team 1 is seats 1 and 3 */
                team: 0 | 1;
                seats: number[];
            } | null;
        };
        /** @description A Tadpole game as the caller may see it; `state` is null until every seat is taken */
        TadpoleGameView: {
            /**
             * @description The game type, `tadpole` here: switch on it to narrow the state, options, moves and events (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            game: "tadpole";
            id: string;
            /**
             * @description The game type (the same as `game`)
             * @enum {string}
             */
            type: "tadpole";
            /**
             * @description The version of the game type's rules the game was created with; it is played under it for good
             * @example 2
             */
            rulesetVersion: number;
            status: components["schemas"]["GameStatus"];
            /**
             * @description Number of log entries; also the ETag
             * @example 12
             */
            version: number;
            /** @description Seats whose move is awaited */
            toAct: number[];
            /** @description Each seat's turn deadline (with a clock); null where no clock runs */
            deadlines: (string | null)[];
            /** @description Each seat's clock, by seat; null when the game has no clock. Computed from the log alone (the entries' times and the clock settings), as the verifier recomputes it. */
            clocks: components["schemas"]["SeatClock"][] | null;
            /**
             * @description Your seat; null for a spectator
             * @example 0
             */
            you: number | null;
            seats: components["schemas"]["ViewSeat"][];
            options: components["schemas"]["TadpoleGameOptions"];
            seedCommitment: string;
            fairness: components["schemas"]["Fairness"];
            createdAt: string;
            state: components["schemas"]["TadpoleState"] | null;
            /** @description Set once the game is over (`finished` or `aborted`) */
            result: {
                winners: number[];
                draw: boolean;
                /** @description Final score of each seat */
                scores: number[];
                /** @description The secret seed, revealed: sha256(seed) equals seedCommitment */
                seed: string;
                reason: components["schemas"]["EndReason"];
                /**
                 * @description The seat that resigned or aborted; null when played out or aborted by the admin
                 * @example 0
                 */
                by: number | null;
            } | null;
            /** @description The finished game this one is the rematch of */
            rematchOf: string | null;
            /** @description This game's rematch, once a seat asked for one (`POST /rematch`) */
            rematch: string | null;
        };
        /** @description Tadpole's options as a game holds them: defaults applied, with turnTimeout and autoPlayForced */
        TadpoleGameOptions: {
            /** @description TADPOLE-3: the seat that deals the first round, or "random" (drawn from the seed) */
            firstDealer: 0 | 1 | 2 | "random";
            /** @description Seconds each seat has to act; null: no turn clock */
            turnTimeout: number | null;
            /** @description Whether the server plays a seat's only legal move at once (an `auto` entry) */
            autoPlayForced: boolean;
            clock: components["schemas"]["Clock"];
        };
        TadpoleState: {
            /** @enum {string} */
            game: "tadpole";
            /** @enum {string} */
            phase: "dealing" | "play" | "finished";
            round: number;
            dealer: number;
            /** @description The seat whose play is due; null once the game is over */
            toAct: number | null;
            /**
             * @description Trump for the trick being played (TADPOLE-4, TADPOLE-11); null means no trump
             * @enum {string|null}
             */
            trump: "S" | "H" | "D" | "C" | null;
            bongle: {
                red: {
                    /** @description Face-down cards left in this deck; their order is secret */
                    faceDown: number;
                    /**
                     * @description This round's unplayed flipped card beside the deck (null when none)
                     * @example 7H
                     */
                    flipped: string | null;
                };
                black: {
                    /** @description Face-down cards left in this deck; their order is secret */
                    faceDown: number;
                    /**
                     * @description This round's unplayed flipped card beside the deck (null when none)
                     * @example 7H
                     */
                    flipped: string | null;
                };
            };
            /** @description Cards flipped this round on a trump tie and shuffled into the Tadpole deck (TADPOLE-4) */
            tiedCards: string[];
            /** @description Face-down Extra Pile (TADPOLE-5); its cards are secret */
            extraPileSize: number;
            /** @description Tadpole deck waiting to be dealt; non-zero only when the game ended because a round could not be set up */
            tadpoleDeckSize: number;
            /** @description The caller's own hand; null for a spectator */
            hand: string[] | null;
            trick: {
                number: number;
                leader: number;
                plays: {
                    seat: number;
                    /**
                     * @description A standard card: rank A 2–10 J Q K then suit S H D C
                     * @example 7H
                     */
                    card: string;
                    /**
                     * @description Where the card came from: the hand, a Bongle deck's top face-down card, or a deck's flipped card
                     * @enum {string}
                     */
                    from: "hand" | "bongle" | "flipped";
                    /**
                     * @description A Bongle deck: red (hearts, diamonds) or black (spades, clubs)
                     * @enum {string|null}
                     */
                    deck: "red" | "black" | null;
                }[];
                /** @enum {string|null} */
                leadSuit: "S" | "H" | "D" | "C" | null;
                /** @description Cards this trick takes: 3 for the first trick of a round, 4 afterwards (the leader plays an extra card, TADPOLE-6) */
                size: number;
            };
            /** @description This round's completed tricks */
            tricks: {
                number: number;
                leader: number;
                plays: {
                    seat: number;
                    /**
                     * @description A standard card: rank A 2–10 J Q K then suit S H D C
                     * @example 7H
                     */
                    card: string;
                    /**
                     * @description Where the card came from: the hand, a Bongle deck's top face-down card, or a deck's flipped card
                     * @enum {string}
                     */
                    from: "hand" | "bongle" | "flipped";
                    /**
                     * @description A Bongle deck: red (hearts, diamonds) or black (spades, clubs)
                     * @enum {string|null}
                     */
                    deck: "red" | "black" | null;
                }[];
                winner: number;
            }[];
            players: {
                seat: number;
                handSize: number;
                /** @description The hand is empty: this player plays blind from the Bongle decks (TADPOLE-9) */
                outOfCards: boolean;
                /** @description Tricks won in the whole game (1 point each) */
                score: number;
            }[];
            /** @description Completed rounds */
            rounds: {
                round: number;
                dealer: number;
                tricksWon: number[];
            }[];
            /** @description Cards of the trick cut short by the game end, unscored (TADPOLE-14) */
            discarded: string[];
            /** @enum {string|null} */
            endReason: "no-card-to-play" | "round-cannot-be-set-up" | null;
            /** @description Seats with the top score once the game is over (several share the win); empty before */
            winners: number[];
        };
        /** @description A Tantony game as the caller may see it; `state` is null until every seat is taken */
        TantonyGameView: {
            /**
             * @description The game type, `tantony` here: switch on it to narrow the state, options, moves and events (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            game: "tantony";
            id: string;
            /**
             * @description The game type (the same as `game`)
             * @enum {string}
             */
            type: "tantony";
            /**
             * @description The version of the game type's rules the game was created with; it is played under it for good
             * @example 2
             */
            rulesetVersion: number;
            status: components["schemas"]["GameStatus"];
            /**
             * @description Number of log entries; also the ETag
             * @example 12
             */
            version: number;
            /** @description Seats whose move is awaited */
            toAct: number[];
            /** @description Each seat's turn deadline (with a clock); null where no clock runs */
            deadlines: (string | null)[];
            /** @description Each seat's clock, by seat; null when the game has no clock. Computed from the log alone (the entries' times and the clock settings), as the verifier recomputes it. */
            clocks: components["schemas"]["SeatClock"][] | null;
            /**
             * @description Your seat; null for a spectator
             * @example 0
             */
            you: number | null;
            seats: components["schemas"]["ViewSeat"][];
            options: components["schemas"]["TantonyGameOptions"];
            seedCommitment: string;
            fairness: components["schemas"]["Fairness"];
            createdAt: string;
            state: components["schemas"]["TantonyState"] | null;
            /** @description Set once the game is over (`finished` or `aborted`) */
            result: {
                winners: number[];
                draw: boolean;
                /** @description Final score of each seat */
                scores: number[];
                /** @description The secret seed, revealed: sha256(seed) equals seedCommitment */
                seed: string;
                reason: components["schemas"]["EndReason"];
                /**
                 * @description The seat that resigned or aborted; null when played out or aborted by the admin
                 * @example 0
                 */
                by: number | null;
            } | null;
            /** @description The finished game this one is the rematch of */
            rematchOf: string | null;
            /** @description This game's rematch, once a seat asked for one (`POST /rematch`) */
            rematch: string | null;
        };
        /** @description Tantony's options as a game holds them: defaults applied, with turnTimeout and autoPlayForced */
        TantonyGameOptions: {
            /**
             * @description TANTONY-2: `teams` (4 players, partners 0+2 and 1+3), `split-partner` (4 players scored individually, TANTONY-12) or `three-player` (TANTONY-13)
             * @enum {string}
             */
            variant: "teams" | "split-partner" | "three-player";
            /** @description The seat that deals, or `random`. The seat before the dealer leads round 1 (TANTONY-4; in ruleset 1, the seat after it) */
            firstDealer: number | "random";
            /** @description Seconds each seat has to act; null: no turn clock */
            turnTimeout: number | null;
            /** @description Whether the server plays a seat's only legal move at once (an `auto` entry) */
            autoPlayForced: boolean;
            clock: components["schemas"]["Clock"];
        };
        TantonyState: {
            /** @enum {string} */
            game: "tantony";
            /** @enum {string} */
            variant: "teams" | "split-partner" | "three-player";
            /**
             * @description `give`: the trick winner must choose a receiver
             * @enum {string}
             */
            phase: "dealing" | "play" | "give" | "scoring" | "finished";
            round: number;
            /** @description Rounds in a full game: 4, or 3 in three-player; the teams and three-player games may end earlier (TANTONY-11, 13) */
            roundCount: number;
            dealer: number;
            /** @description The seat that led the first trick of this round (TANTONY-4) */
            leader: number;
            /** @description Whose move is awaited: the player to play, or the trick winner choosing a receiver */
            turn: number | null;
            /** @description Seats the pending trick may be given to (TANTONY-6); empty unless phase is `give` */
            canReceive: number[];
            /** @description The caller's own hand; null for a spectator */
            hand: string[] | null;
            /** @description The caller's own face-down trick cards this round (their next hand); null for a spectator */
            faceDown: string[] | null;
            /** @description The trick being played; null while a gift is pending */
            trick: {
                number: number;
                leader: number;
                /** @enum {string|null} */
                leadSuit: "S" | "H" | "D" | "C" | null;
                plays: {
                    seat: number;
                    /**
                     * @description A card id: rank (A 2..10 J Q K) then suit (S H D C)
                     * @example QS
                     */
                    card: string;
                }[];
            } | null;
            /** @description This round's completed tricks, every card played included */
            tricks: {
                number: number;
                leader: number;
                /** @enum {string|null} */
                leadSuit: "S" | "H" | "D" | "C" | null;
                plays: {
                    seat: number;
                    /**
                     * @description A card id: rank (A 2..10 J Q K) then suit (S H D C)
                     * @example QS
                     */
                    card: string;
                }[];
                winner: number;
                /** @description Who received the trick; null while the winner chooses, and for the exchanged last trick (TANTONY-9) */
                receiver: number | null;
                /**
                 * @description The card laid face up by the receiver (TANTONY-7)
                 * @example QS
                 */
                runt: string | null;
                /** @description The engine gave the trick because only one player had room (TANTONY-6) */
                automatic: boolean;
            }[];
            /** @description This round's last-trick exchange (TANTONY-9), once made */
            lastTrick: {
                trick: number;
                winner: number;
                /**
                 * @description A card id: rank (A 2..10 J Q K) then suit (S H D C)
                 * @example QS
                 */
                winnerCard: string;
                /**
                 * @description The lowest card of the led suit in the last trick
                 * @example QS
                 */
                runt: string;
                runtSeat: number;
                /** @description TANTONY-9: the card each seat took from the last trick (index = seat) */
                takes: string[];
            } | null;
            players: {
                seat: number;
                /** @description Team 0 is seats 0+2, team 1 is seats 1+3; null when scored individually */
                team: number | null;
                handSize: number;
                tricksReceived: number;
                /** @description Face-up runts this round (TANTONY-7) */
                runts: string[];
                faceDownCount: number;
                /**
                 * @description The card taken from the last trick (TANTONY-9)
                 * @example QS
                 */
                lastTrickCard: string | null;
                /** @description This player's own score so far this round (TANTONY-10) */
                roundScore: number;
                /** @description This player's own running total */
                total: number;
                /** @description Split-partner: own total plus the previous seat (TANTONY-12); null in other variants */
                combined: number | null;
            }[];
            /** @description Teams variant: the partners summed (TANTONY-10); null otherwise */
            teams: {
                team: number;
                seats: number[];
                roundScore: number;
                total: number;
            }[] | null;
            /** @description Completed rounds */
            history: {
                round: number;
                leader: number;
                runts: string[][];
                exchange: {
                    trick: number;
                    winner: number;
                    /**
                     * @description A card id: rank (A 2..10 J Q K) then suit (S H D C)
                     * @example QS
                     */
                    winnerCard: string;
                    /**
                     * @description The lowest card of the led suit in the last trick
                     * @example QS
                     */
                    runt: string;
                    runtSeat: number;
                    /** @description TANTONY-9: the card each seat took from the last trick (index = seat) */
                    takes: string[];
                } | null;
                scores: number[];
                totals: number[];
                teamScores: number[] | null;
                teamTotals: number[] | null;
            }[];
            result: {
                winners: number[];
                draw: boolean;
                /** @description Final score of each seat (teams: the team total, repeated for both partners; split-partner: own plus the previous seat, TANTONY-12) */
                scores: number[];
            } | null;
        };
        /** @description Every Tango action the caller may take now, each exactly a body `POST /actions` accepts */
        TangoLegalMoves: {
            /**
             * @description The game type, `tango` here: switch on it to narrow the state, options, moves and events (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            game: "tango";
            /**
             * @description Number of log entries; also the ETag
             * @example 12
             */
            version: number;
            /** @example 0 */
            seat: number;
            moves: components["schemas"]["TangoAction"][];
            /** @description With `explain=1`: each other move you might try now (every card you hold, as this phase's action, and the phase's other controls) with the refusal `POST /actions` would give it, computed by the same rules */
            refusals?: components["schemas"]["TangoMoveRefusal"][];
        };
        TangoAction: components["schemas"]["TangoPlay"] | components["schemas"]["TangoSwapStyle"] | components["schemas"]["TangoDeclineSwap"];
        /**
         * @description TANGO-6: play a card (from hand for plays 1–2 of a trick, from your face-up piles for plays 3–4)
         * @example {
         *       "type": "play",
         *       "card": "G7"
         *     }
         */
        TangoPlay: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "play";
            /**
             * @description A Tango card: suit letter G/Y/P/R then 1–10, or ROSE
             * @example G7
             */
            card: string;
        };
        /**
         * @description TANGO-11: the trick loser swaps a hand card (not the ROSE) with the Style card
         * @example {
         *       "type": "swap-style",
         *       "card": "Y9"
         *     }
         */
        TangoSwapStyle: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "swap-style";
            /**
             * @description A Tango card: suit letter G/Y/P/R then 1–10, or ROSE
             * @example G7
             */
            card: string;
        };
        /**
         * @description TANGO-11: the trick loser keeps the Style card as it is
         * @example {
         *       "type": "decline-swap"
         *     }
         */
        TangoDeclineSwap: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "decline-swap";
        };
        /** @description A Tango move you might try now and the refusal it would get */
        TangoMoveRefusal: {
            move: components["schemas"]["TangoAction"];
            /**
             * @description The problem `code` an attempt would get: `illegal-action`, or `not-your-turn` when it is another seat's turn
             * @enum {string}
             */
            code: "invalid-request" | "unauthorized" | "forbidden" | "not-found" | "seat-taken" | "game-full" | "game-not-started" | "game-started" | "game-over" | "seat-free" | "already-seated" | "already-bot" | "game-not-finished" | "not-your-turn" | "illegal-action" | "version-conflict" | "precondition-failed" | "idempotency-key-reuse" | "payload-too-large" | "unsupported-media-type" | "rate-limited" | "too-many-sign-ups" | "too-many-streams" | "bots-need-a-player" | "bot-budget-spent" | "leave-in-the-past" | "leave-notice-too-short" | "leave-allowance-exceeded" | "leave-overlaps" | "leave-over" | "internal" | "service-unavailable";
            /**
             * @description The rule it cites (for `not-your-turn`, the rule of turn order)
             * @example TANGO-8
             */
            rule?: string;
            /**
             * @description The stable sub-code of `illegal-action`
             * @example must-follow-suit
             * @enum {string}
             */
            reason?: "auction-over" | "bid-off-grid" | "bid-too-high" | "bid-too-low" | "bongle-deck-empty" | "card-not-available" | "card-not-held" | "gift-pending" | "must-follow-suit" | "must-lead-from-hand" | "must-play-trump-card" | "no-gift-pending" | "no-pairs-in-tanni" | "no-such-seat" | "no-swap-pending" | "no-trump-to-choose" | "not-playing" | "opener-must-bid" | "pair-already-declared" | "pair-not-held" | "receiver-full" | "rose-cannot-be-style" | "swap-pending" | "team-has-no-trick" | "trump-card-hidden" | "unknown-card";
            /**
             * @description The problem's `detail`, for a person
             * @example must follow green: you hold G3
             */
            message: string;
        };
        /** @description Every Tanni action the caller may take now, each exactly a body `POST /actions` accepts */
        TanniLegalMoves: {
            /**
             * @description The game type, `tanni` here: switch on it to narrow the state, options, moves and events (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            game: "tanni";
            /**
             * @description Number of log entries; also the ETag
             * @example 12
             */
            version: number;
            /** @example 0 */
            seat: number;
            moves: components["schemas"]["TanniAction"][];
            /** @description With `explain=1`: each other move you might try now (every card you hold, as this phase's action, and the phase's other controls) with the refusal `POST /actions` would give it, computed by the same rules */
            refusals?: components["schemas"]["TanniMoveRefusal"][];
        };
        TanniAction: components["schemas"]["TanniBid"] | components["schemas"]["TanniPass"] | components["schemas"]["TanniCallTanni"] | components["schemas"]["TanniChooseTrump"] | components["schemas"]["TanniDeclarePair"] | components["schemas"]["TanniPlay"];
        /**
         * @description TANNI-5: bid higher than the high bid; a bid of 30 ends the auction at once
         * @example {
         *       "type": "bid",
         *       "value": 18.5
         *     }
         */
        TanniBid: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "bid";
            /**
             * @description From 15 to 30 in steps of 0.5; other numbers are refused by TANNI-5 (`bid-off-grid`, `bid-too-low`, `bid-too-high`)
             * @example 18.5
             */
            value: number;
        };
        /**
         * @description TANNI-5: pass, final for this round (not allowed on the opener's first turn)
         * @example {
         *       "type": "pass"
         *     }
         */
        TanniPass: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "pass";
        };
        /**
         * @description TANNI-12: call Tanni, a bid of 30 that ends the auction: 4 cards each, no trump, your team must win all 4 tricks
         * @example {
         *       "type": "call-tanni"
         *     }
         */
        TanniCallTanni: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "call-tanni";
        };
        /**
         * @description TANNI-7: the bid winner lays one card of their 7 face down; its suit is trump
         * @example {
         *       "type": "choose-trump",
         *       "card": "JH"
         *     }
         */
        TanniChooseTrump: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "choose-trump";
            /**
             * @description A Tanni card: rank J 9 A 10 K Q 8 7 then suit S H D C (`JH`, `10S`)
             * @example JH
             */
            card: string;
        };
        /**
         * @description TANNI-11: on your turn, before playing, declare the K and Q of a suit held in hand, once your team has won a trick; does not use the turn
         * @example {
         *       "type": "declare-pair",
         *       "suit": "H"
         *     }
         */
        TanniDeclarePair: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "declare-pair";
            /** @enum {string} */
            suit: "S" | "H" | "D" | "C";
        };
        /**
         * @description TANNI-8/9: play a card of your hand; follow the led suit when you can
         * @example {
         *       "type": "play",
         *       "card": "9S"
         *     }
         */
        TanniPlay: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "play";
            /**
             * @description A Tanni card: rank J 9 A 10 K Q 8 7 then suit S H D C (`JH`, `10S`)
             * @example JH
             */
            card: string;
        };
        /** @description A Tanni move you might try now and the refusal it would get */
        TanniMoveRefusal: {
            move: components["schemas"]["TanniAction"];
            /**
             * @description The problem `code` an attempt would get: `illegal-action`, or `not-your-turn` when it is another seat's turn
             * @enum {string}
             */
            code: "invalid-request" | "unauthorized" | "forbidden" | "not-found" | "seat-taken" | "game-full" | "game-not-started" | "game-started" | "game-over" | "seat-free" | "already-seated" | "already-bot" | "game-not-finished" | "not-your-turn" | "illegal-action" | "version-conflict" | "precondition-failed" | "idempotency-key-reuse" | "payload-too-large" | "unsupported-media-type" | "rate-limited" | "too-many-sign-ups" | "too-many-streams" | "bots-need-a-player" | "bot-budget-spent" | "leave-in-the-past" | "leave-notice-too-short" | "leave-allowance-exceeded" | "leave-overlaps" | "leave-over" | "internal" | "service-unavailable";
            /**
             * @description The rule it cites (for `not-your-turn`, the rule of turn order)
             * @example TANGO-8
             */
            rule?: string;
            /**
             * @description The stable sub-code of `illegal-action`
             * @example must-follow-suit
             * @enum {string}
             */
            reason?: "auction-over" | "bid-off-grid" | "bid-too-high" | "bid-too-low" | "bongle-deck-empty" | "card-not-available" | "card-not-held" | "gift-pending" | "must-follow-suit" | "must-lead-from-hand" | "must-play-trump-card" | "no-gift-pending" | "no-pairs-in-tanni" | "no-such-seat" | "no-swap-pending" | "no-trump-to-choose" | "not-playing" | "opener-must-bid" | "pair-already-declared" | "pair-not-held" | "receiver-full" | "rose-cannot-be-style" | "swap-pending" | "team-has-no-trick" | "trump-card-hidden" | "unknown-card";
            /**
             * @description The problem's `detail`, for a person
             * @example must follow green: you hold G3
             */
            message: string;
        };
        /** @description Every Tadpole action the caller may take now, each exactly a body `POST /actions` accepts */
        TadpoleLegalMoves: {
            /**
             * @description The game type, `tadpole` here: switch on it to narrow the state, options, moves and events (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            game: "tadpole";
            /**
             * @description Number of log entries; also the ETag
             * @example 12
             */
            version: number;
            /** @example 0 */
            seat: number;
            moves: components["schemas"]["TadpoleAction"][];
            /** @description With `explain=1`: each other move you might try now (every card you hold, as this phase's action, and the phase's other controls) with the refusal `POST /actions` would give it, computed by the same rules */
            refusals?: components["schemas"]["TadpoleMoveRefusal"][];
        };
        TadpoleAction: components["schemas"]["TadpolePlay"] | components["schemas"]["TadpolePlayBongle"];
        /**
         * @description TADPOLE-7/9: play a card from your hand (follow the led suit if you can)
         * @example {
         *       "type": "play",
         *       "card": "7H"
         *     }
         */
        TadpolePlay: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "play";
            /**
             * @description A standard card: rank A 2–10 J Q K then suit S H D C
             * @example 7H
             */
            card: string;
        };
        /**
         * @description TADPOLE-8: play blind from a Bongle deck: its top face-down card (or its flipped card once no face-down card is left) is turned up and played. Only when you cannot follow suit, or your hand is empty
         * @example {
         *       "type": "play-bongle",
         *       "deck": "red"
         *     }
         */
        TadpolePlayBongle: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "play-bongle";
            /**
             * @description A Bongle deck: red (hearts, diamonds) or black (spades, clubs)
             * @enum {string}
             */
            deck: "red" | "black";
        };
        /** @description A Tadpole move you might try now and the refusal it would get */
        TadpoleMoveRefusal: {
            move: components["schemas"]["TadpoleAction"];
            /**
             * @description The problem `code` an attempt would get: `illegal-action`, or `not-your-turn` when it is another seat's turn
             * @enum {string}
             */
            code: "invalid-request" | "unauthorized" | "forbidden" | "not-found" | "seat-taken" | "game-full" | "game-not-started" | "game-started" | "game-over" | "seat-free" | "already-seated" | "already-bot" | "game-not-finished" | "not-your-turn" | "illegal-action" | "version-conflict" | "precondition-failed" | "idempotency-key-reuse" | "payload-too-large" | "unsupported-media-type" | "rate-limited" | "too-many-sign-ups" | "too-many-streams" | "bots-need-a-player" | "bot-budget-spent" | "leave-in-the-past" | "leave-notice-too-short" | "leave-allowance-exceeded" | "leave-overlaps" | "leave-over" | "internal" | "service-unavailable";
            /**
             * @description The rule it cites (for `not-your-turn`, the rule of turn order)
             * @example TANGO-8
             */
            rule?: string;
            /**
             * @description The stable sub-code of `illegal-action`
             * @example must-follow-suit
             * @enum {string}
             */
            reason?: "auction-over" | "bid-off-grid" | "bid-too-high" | "bid-too-low" | "bongle-deck-empty" | "card-not-available" | "card-not-held" | "gift-pending" | "must-follow-suit" | "must-lead-from-hand" | "must-play-trump-card" | "no-gift-pending" | "no-pairs-in-tanni" | "no-such-seat" | "no-swap-pending" | "no-trump-to-choose" | "not-playing" | "opener-must-bid" | "pair-already-declared" | "pair-not-held" | "receiver-full" | "rose-cannot-be-style" | "swap-pending" | "team-has-no-trick" | "trump-card-hidden" | "unknown-card";
            /**
             * @description The problem's `detail`, for a person
             * @example must follow green: you hold G3
             */
            message: string;
        };
        /** @description Every Tantony action the caller may take now, each exactly a body `POST /actions` accepts */
        TantonyLegalMoves: {
            /**
             * @description The game type, `tantony` here: switch on it to narrow the state, options, moves and events (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            game: "tantony";
            /**
             * @description Number of log entries; also the ETag
             * @example 12
             */
            version: number;
            /** @example 0 */
            seat: number;
            moves: components["schemas"]["TantonyAction"][];
            /** @description With `explain=1`: each other move you might try now (every card you hold, as this phase's action, and the phase's other controls) with the refusal `POST /actions` would give it, computed by the same rules */
            refusals?: components["schemas"]["TantonyMoveRefusal"][];
        };
        TantonyAction: components["schemas"]["TantonyPlay"] | components["schemas"]["TantonyGiveTrick"];
        /**
         * @description TANTONY-5: play a card from your hand; follow the led suit if you can
         * @example {
         *       "type": "play",
         *       "card": "QS"
         *     }
         */
        TantonyPlay: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "play";
            /**
             * @description A card id: rank (A 2..10 J Q K) then suit (S H D C)
             * @example QS
             */
            card: string;
        };
        /**
         * @description TANTONY-6: the trick winner gives the trick to a player (themselves included) who has received fewer than 3 tricks this round (4 in three-player)
         * @example {
         *       "type": "give-trick",
         *       "to": 2
         *     }
         */
        TantonyGiveTrick: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "give-trick";
            to: number;
        };
        /** @description A Tantony move you might try now and the refusal it would get */
        TantonyMoveRefusal: {
            move: components["schemas"]["TantonyAction"];
            /**
             * @description The problem `code` an attempt would get: `illegal-action`, or `not-your-turn` when it is another seat's turn
             * @enum {string}
             */
            code: "invalid-request" | "unauthorized" | "forbidden" | "not-found" | "seat-taken" | "game-full" | "game-not-started" | "game-started" | "game-over" | "seat-free" | "already-seated" | "already-bot" | "game-not-finished" | "not-your-turn" | "illegal-action" | "version-conflict" | "precondition-failed" | "idempotency-key-reuse" | "payload-too-large" | "unsupported-media-type" | "rate-limited" | "too-many-sign-ups" | "too-many-streams" | "bots-need-a-player" | "bot-budget-spent" | "leave-in-the-past" | "leave-notice-too-short" | "leave-allowance-exceeded" | "leave-overlaps" | "leave-over" | "internal" | "service-unavailable";
            /**
             * @description The rule it cites (for `not-your-turn`, the rule of turn order)
             * @example TANGO-8
             */
            rule?: string;
            /**
             * @description The stable sub-code of `illegal-action`
             * @example must-follow-suit
             * @enum {string}
             */
            reason?: "auction-over" | "bid-off-grid" | "bid-too-high" | "bid-too-low" | "bongle-deck-empty" | "card-not-available" | "card-not-held" | "gift-pending" | "must-follow-suit" | "must-lead-from-hand" | "must-play-trump-card" | "no-gift-pending" | "no-pairs-in-tanni" | "no-such-seat" | "no-swap-pending" | "no-trump-to-choose" | "not-playing" | "opener-must-bid" | "pair-already-declared" | "pair-not-held" | "receiver-full" | "rose-cannot-be-style" | "swap-pending" | "team-has-no-trick" | "trump-card-hidden" | "unknown-card";
            /**
             * @description The problem's `detail`, for a person
             * @example must follow green: you hold G3
             */
            message: string;
        };
        /** @description `event: entry` — one log entry, exactly as `GET /events` shows it to you (`id:` is its `seq`) */
        StreamEntry: components["schemas"]["TangoLogEntry"] | components["schemas"]["TanniLogEntry"] | components["schemas"]["TadpoleLogEntry"] | components["schemas"]["TantonyLogEntry"];
        TangoLogEntry: {
            seq: number;
            at: string;
            /**
             * @description `auto`: a forced move the server played; `timeout`: played for a seat whose time ran out; `bot`: played by the bot holding the seat; `leave`, `resign`, `abort`, `reset` (a seat freed or handed to a player by the admin), `takeover` (a seat handed to a bot by the admin), `rematch`: the lifecycle; `declare-leave`, `cancel-leave`: the seat's player declared or cancelled leave (`POST /v1/me/leave`), which stops its clock; `remind`: the server reminded the awaited seat's player that its time runs short (README "Reminders")
             * @enum {string}
             */
            kind: "join" | "action" | "auto" | "timeout" | "bot" | "leave" | "resign" | "abort" | "reset" | "takeover" | "rematch" | "declare-leave" | "cancel-leave" | "remind";
            /** @example 0 */
            seat: number | null;
            events: components["schemas"]["TangoLogEvent"][];
        };
        /** @description An event of a Tango log: a join, the start, or one of the game's own events */
        TangoLogEvent: components["schemas"]["SeatJoined"] | components["schemas"]["GameStarted"] | components["schemas"]["SeatLeft"] | components["schemas"]["SeatResigned"] | components["schemas"]["GameAborted"] | components["schemas"]["SeatReset"] | components["schemas"]["SeatTakenOver"] | components["schemas"]["RematchCreated"] | components["schemas"]["LeaveDeclared"] | components["schemas"]["LeaveCancelled"] | components["schemas"]["TurnReminded"] | components["schemas"]["TangoRoundDealt"] | components["schemas"]["TangoCardPlayed"] | components["schemas"]["TangoTrickWon"] | components["schemas"]["TangoCardsRevealed"] | components["schemas"]["TangoStyleSwapped"] | components["schemas"]["TangoSwapDeclined"] | components["schemas"]["TangoRoundScored"] | components["schemas"]["TangoGameWon"];
        TanniLogEntry: {
            seq: number;
            at: string;
            /**
             * @description `auto`: a forced move the server played; `timeout`: played for a seat whose time ran out; `bot`: played by the bot holding the seat; `leave`, `resign`, `abort`, `reset` (a seat freed or handed to a player by the admin), `takeover` (a seat handed to a bot by the admin), `rematch`: the lifecycle; `declare-leave`, `cancel-leave`: the seat's player declared or cancelled leave (`POST /v1/me/leave`), which stops its clock; `remind`: the server reminded the awaited seat's player that its time runs short (README "Reminders")
             * @enum {string}
             */
            kind: "join" | "action" | "auto" | "timeout" | "bot" | "leave" | "resign" | "abort" | "reset" | "takeover" | "rematch" | "declare-leave" | "cancel-leave" | "remind";
            /** @example 0 */
            seat: number | null;
            events: components["schemas"]["TanniLogEvent"][];
        };
        /** @description An event of a Tanni log: a join, the start, or one of the game's own events */
        TanniLogEvent: components["schemas"]["SeatJoined"] | components["schemas"]["GameStarted"] | components["schemas"]["SeatLeft"] | components["schemas"]["SeatResigned"] | components["schemas"]["GameAborted"] | components["schemas"]["SeatReset"] | components["schemas"]["SeatTakenOver"] | components["schemas"]["RematchCreated"] | components["schemas"]["LeaveDeclared"] | components["schemas"]["LeaveCancelled"] | components["schemas"]["TurnReminded"] | {
            /** @enum {string} */
            type: "game-set-up";
            sevens: ("S" | "H" | "D" | "C")[];
            firstDealer: number;
            target: number;
        } | {
            /** @enum {string} */
            type: "round-dealt";
            round: number;
            dealer: number;
            opener: number;
            /** @description The reader's first 4 cards; null for a spectator */
            hand: string[] | null;
        } | {
            /** @enum {string} */
            type: "bid-made";
            seat: number;
            /**
             * @description Points in steps of 0.25
             * @example 18.5
             */
            value: number;
        } | {
            /** @enum {string} */
            type: "player-passed";
            seat: number;
        } | {
            /** @enum {string} */
            type: "tanni-called";
            seat: number;
        } | {
            /** @enum {string} */
            type: "contract-won";
            seat: number;
            /** @description Team 0 is seats 0 and 2, team 1 is seats 1 and 3 */
            team: 0 | 1;
            /** @enum {string} */
            kind: "bid" | "tanni";
            /**
             * @description Points in steps of 0.25
             * @example 18.5
             */
            value: number;
        } | {
            /** @enum {string} */
            type: "hands-completed";
            /** @description The reader's 3 new cards; null for a spectator */
            cards: string[] | null;
            kittySize: number;
        } | {
            /** @enum {string} */
            type: "trump-chosen";
            seat: number;
            /**
             * @description The hidden card, for the bid winner only
             * @example JH
             */
            card: string | null;
        } | {
            /** @enum {string} */
            type: "trump-opened";
            seat: number;
            bidder: number;
            /**
             * @description A Tanni card: rank J 9 A 10 K Q 8 7 then suit S H D C (`JH`, `10S`)
             * @example JH
             */
            card: string;
            /** @enum {string} */
            suit: "S" | "H" | "D" | "C";
            /** @description The bid winner must play this card now */
            forced: boolean;
        } | {
            /** @enum {string} */
            type: "pair-declared";
            seat: number;
            /** @description Team 0 is seats 0 and 2, team 1 is seats 1 and 3 */
            team: 0 | 1;
            /** @enum {string} */
            suit: "S" | "H" | "D" | "C";
            cards: string[];
        } | {
            /** @enum {string} */
            type: "card-played";
            seat: number;
            /**
             * @description A Tanni card: rank J 9 A 10 K Q 8 7 then suit S H D C (`JH`, `10S`)
             * @example JH
             */
            card: string;
        } | {
            /** @enum {string} */
            type: "trick-won";
            trick: number;
            winner: number;
            /** @description Team 0 is seats 0 and 2, team 1 is seats 1 and 3 */
            team: 0 | 1;
            cards: string[];
            /**
             * @description Points in steps of 0.25
             * @example 18.5
             */
            points: number;
        } | {
            /** @enum {string} */
            type: "round-scored";
            summary: components["schemas"]["TanniRoundSummary"];
        } | {
            /** @enum {string} */
            type: "game-won";
            /** @description Team 0 is seats 0 and 2, team 1 is seats 1 and 3 */
            team: 0 | 1;
            winners: number[];
            /** @description Team 0 (seats 0, 2) then team 1 (seats 1, 3) */
            matchPoints: number[];
        };
        TadpoleLogEntry: {
            seq: number;
            at: string;
            /**
             * @description `auto`: a forced move the server played; `timeout`: played for a seat whose time ran out; `bot`: played by the bot holding the seat; `leave`, `resign`, `abort`, `reset` (a seat freed or handed to a player by the admin), `takeover` (a seat handed to a bot by the admin), `rematch`: the lifecycle; `declare-leave`, `cancel-leave`: the seat's player declared or cancelled leave (`POST /v1/me/leave`), which stops its clock; `remind`: the server reminded the awaited seat's player that its time runs short (README "Reminders")
             * @enum {string}
             */
            kind: "join" | "action" | "auto" | "timeout" | "bot" | "leave" | "resign" | "abort" | "reset" | "takeover" | "rematch" | "declare-leave" | "cancel-leave" | "remind";
            /** @example 0 */
            seat: number | null;
            events: components["schemas"]["TadpoleLogEvent"][];
        };
        /** @description An event of a Tadpole log: a join, the start, or one of the game's own events */
        TadpoleLogEvent: components["schemas"]["SeatJoined"] | components["schemas"]["GameStarted"] | components["schemas"]["SeatLeft"] | components["schemas"]["SeatResigned"] | components["schemas"]["GameAborted"] | components["schemas"]["SeatReset"] | components["schemas"]["SeatTakenOver"] | components["schemas"]["RematchCreated"] | components["schemas"]["LeaveDeclared"] | components["schemas"]["LeaveCancelled"] | components["schemas"]["TurnReminded"] | {
            /** @enum {string} */
            type: "bongle-decks-shuffled";
            redSize: number;
            blackSize: number;
        } | {
            /** @enum {string} */
            type: "round-started";
            round: number;
            dealer: number;
        } | {
            /** @enum {string} */
            type: "trump-flipped";
            /**
             * @description A standard card: rank A 2–10 J Q K then suit S H D C
             * @example 7H
             */
            red: string | null;
            /**
             * @description A standard card: rank A 2–10 J Q K then suit S H D C
             * @example 7H
             */
            black: string | null;
        } | {
            /** @enum {string} */
            type: "trump-tied";
            cards: string[];
        } | {
            /** @enum {string} */
            type: "trump-chosen";
            /** @enum {string} */
            trump: "S" | "H" | "D" | "C";
        } | {
            /** @enum {string} */
            type: "round-dealt";
            round: number;
            leader: number;
            /** @description The reader's own new hand; null for a spectator */
            hand: string[] | null;
            handSizes: number[];
            extraPileSize: number;
        } | {
            /** @enum {string} */
            type: "card-played";
            seat: number;
            /**
             * @description A standard card: rank A 2–10 J Q K then suit S H D C
             * @example 7H
             */
            card: string;
            /**
             * @description Where the card came from: the hand, a Bongle deck's top face-down card, or a deck's flipped card
             * @enum {string}
             */
            from: "hand" | "bongle" | "flipped";
            /**
             * @description A Bongle deck: red (hearts, diamonds) or black (spades, clubs)
             * @enum {string|null}
             */
            deck: "red" | "black" | null;
        } | {
            /** @enum {string} */
            type: "trick-won";
            trick: number;
            winner: number;
            cards: string[];
        } | {
            /** @enum {string} */
            type: "trump-changed";
            /** @enum {string|null} */
            trump: "S" | "H" | "D" | "C" | null;
        } | {
            /** @enum {string} */
            type: "round-ended";
            round: number;
            tadpoleDeckSize: number;
        } | {
            /** @enum {string} */
            type: "game-ended";
            /** @enum {string} */
            reason: "no-card-to-play" | "round-cannot-be-set-up";
            seat: number | null;
            discarded: string[];
            scores: number[];
            winners: number[];
        };
        TantonyLogEntry: {
            seq: number;
            at: string;
            /**
             * @description `auto`: a forced move the server played; `timeout`: played for a seat whose time ran out; `bot`: played by the bot holding the seat; `leave`, `resign`, `abort`, `reset` (a seat freed or handed to a player by the admin), `takeover` (a seat handed to a bot by the admin), `rematch`: the lifecycle; `declare-leave`, `cancel-leave`: the seat's player declared or cancelled leave (`POST /v1/me/leave`), which stops its clock; `remind`: the server reminded the awaited seat's player that its time runs short (README "Reminders")
             * @enum {string}
             */
            kind: "join" | "action" | "auto" | "timeout" | "bot" | "leave" | "resign" | "abort" | "reset" | "takeover" | "rematch" | "declare-leave" | "cancel-leave" | "remind";
            /** @example 0 */
            seat: number | null;
            events: components["schemas"]["TantonyLogEvent"][];
        };
        /** @description An event of a Tantony log: a join, the start, or one of the game's own events */
        TantonyLogEvent: components["schemas"]["SeatJoined"] | components["schemas"]["GameStarted"] | components["schemas"]["SeatLeft"] | components["schemas"]["SeatResigned"] | components["schemas"]["GameAborted"] | components["schemas"]["SeatReset"] | components["schemas"]["SeatTakenOver"] | components["schemas"]["RematchCreated"] | components["schemas"]["LeaveDeclared"] | components["schemas"]["LeaveCancelled"] | components["schemas"]["TurnReminded"] | {
            /** @enum {string} */
            type: "game-dealt";
            dealer: number;
            leader: number;
            /** @description The reader's own hand; null for a spectator */
            hand: string[] | null;
            handSizes: number[];
        } | {
            /** @enum {string} */
            type: "card-played";
            seat: number;
            /**
             * @description A card id: rank (A 2..10 J Q K) then suit (S H D C)
             * @example QS
             */
            card: string;
        } | {
            /** @enum {string} */
            type: "trick-won";
            trick: number;
            winner: number;
            cards: string[];
        } | {
            /** @enum {string} */
            type: "trick-given";
            trick: number;
            from: number;
            to: number;
            /**
             * @description A card id: rank (A 2..10 J Q K) then suit (S H D C)
             * @example QS
             */
            runt: string;
            automatic: boolean;
        } | {
            /** @enum {string} */
            type: "last-trick-exchanged";
            trick: number;
            winner: number;
            /**
             * @description A card id: rank (A 2..10 J Q K) then suit (S H D C)
             * @example QS
             */
            winnerCard: string;
            /**
             * @description The lowest card of the led suit in the last trick
             * @example QS
             */
            runt: string;
            runtSeat: number;
            /** @description TANTONY-9: the card each seat took from the last trick (index = seat) */
            takes: string[];
        } | {
            /** @enum {string} */
            type: "round-scored";
            round: number;
            scores: number[];
            totals: number[];
        } | {
            /** @enum {string} */
            type: "round-started";
            round: number;
            leader: number;
            /** @description The reader's own hand; null for a spectator */
            hand: string[] | null;
            handSizes: number[];
        } | {
            /** @enum {string} */
            type: "game-ended";
            round: number;
            early: boolean;
            winners: number[];
            draw: boolean;
            /** @description Final score of each seat (teams: the team total, repeated for both partners; split-partner: own plus the previous seat, TANTONY-12) */
            scores: number[];
        };
        /** @description `event: finished` — the game is over (after the final `view`); the stream ends */
        StreamFinished: {
            /**
             * @description Number of log entries; also the ETag
             * @example 12
             */
            version: number;
            /** @description Set once the game is over (`finished` or `aborted`) */
            result: {
                winners: number[];
                draw: boolean;
                /** @description Final score of each seat */
                scores: number[];
                /** @description The secret seed, revealed: sha256(seed) equals seedCommitment */
                seed: string;
                reason: components["schemas"]["EndReason"];
                /**
                 * @description The seat that resigned or aborted; null when played out or aborted by the admin
                 * @example 0
                 */
                by: number | null;
            } | null;
        };
        /** @description `event: ready` — first on a new stream: what awaits you now */
        MeReady: {
            /** @description The games awaiting you now, as `GET /v1/me/games?turn=mine` lists them (its first 100) */
            games: components["schemas"]["MyGame"][];
        };
        MyGame: {
            /** @example g_x8Qk2M0aZp1s7YvB */
            id: string;
            /** @example tango */
            type: string;
            /** @example 0 */
            seat: number;
            status: components["schemas"]["GameStatus"];
            /** @description The game awaits you: your move, or your kept rematch seat */
            yourTurn: boolean;
            /** @description Your turn's deadline (your seat's clock); null when none runs */
            deadline: string | null;
            /**
             * @description Number of log entries; also the ETag
             * @example 12
             */
            version: number;
            /** @description When the game last changed */
            updatedAt: string;
            /** @description False: a rematch seat kept for you — `POST /v1/games/{id}/join` with your key takes it */
            joined: boolean;
            players: {
                /** @example 0 */
                seat: number;
                name: string | null;
            }[];
            /** @description Each seat's clock, by seat; null when the game has no clock. Computed from the log alone (the entries' times and the clock settings), as the verifier recomputes it. */
            clocks: components["schemas"]["SeatClock"][] | null;
        };
        /** @description `event: turn-started` — it is your turn: you became awaited, or acted and owe another move */
        MeTurnStarted: {
            /** @example g_x8Qk2M0aZp1s7YvB */
            gameId: string;
            /**
             * @description The game's type
             * @example tango
             */
            type: string;
            /**
             * @description Your seat in that game
             * @example 0
             */
            seat: number;
            /**
             * @description The version the entry brought the game to (its `seq`)
             * @example 12
             */
            version: number;
            /**
             * @description When the entry was written
             * @example 2026-12-01T15:04:05.000Z
             */
            at: string;
            /** @description The turn's deadline; null when no clock runs */
            deadline: string | null;
            /** @description Seconds on the seat's clock as the turn began (it runs out at `deadline`); null without a clock */
            remaining: number | null;
        };
        /** @description `event: game-started` — the last seat was taken and the game began */
        MeGameStarted: {
            /** @example g_x8Qk2M0aZp1s7YvB */
            gameId: string;
            /**
             * @description The game's type
             * @example tango
             */
            type: string;
            /**
             * @description Your seat in that game
             * @example 0
             */
            seat: number;
            /**
             * @description The version the entry brought the game to (its `seq`)
             * @example 12
             */
            version: number;
            /**
             * @description When the entry was written
             * @example 2026-12-01T15:04:05.000Z
             */
            at: string;
            /** @description The seats awaited first */
            toAct: number[];
        };
        /** @description `event: game-finished` — played out, resigned (`result.reason`) or aborted (`status`) */
        MeGameFinished: {
            /** @example g_x8Qk2M0aZp1s7YvB */
            gameId: string;
            /**
             * @description The game's type
             * @example tango
             */
            type: string;
            /**
             * @description Your seat in that game
             * @example 0
             */
            seat: number;
            /**
             * @description The version the entry brought the game to (its `seq`)
             * @example 12
             */
            version: number;
            /**
             * @description When the entry was written
             * @example 2026-12-01T15:04:05.000Z
             */
            at: string;
            /** @enum {string} */
            status: "finished" | "aborted";
            /** @description The result with the revealed seed; null when aborted before it started */
            result: {
                winners: number[];
                draw: boolean;
                /** @description Final score of each seat */
                scores: number[];
                /** @description The secret seed, revealed: sha256(seed) equals seedCommitment */
                seed: string;
                reason: components["schemas"]["EndReason"];
                /**
                 * @description The seat that resigned or aborted; null when played out or aborted by the admin
                 * @example 0
                 */
                by: number | null;
            } | null;
        };
        /** @description `event: rematch-offered` — a rematch of this finished game was created */
        MeRematchOffered: {
            /** @example g_x8Qk2M0aZp1s7YvB */
            gameId: string;
            /**
             * @description The game's type
             * @example tango
             */
            type: string;
            /**
             * @description Your seat in that game
             * @example 0
             */
            seat: number;
            /**
             * @description The version the entry brought the game to (its `seq`)
             * @example 12
             */
            version: number;
            /**
             * @description When the entry was written
             * @example 2026-12-01T15:04:05.000Z
             */
            at: string;
            /**
             * @description The new game; `GET /v1/me/games` shows the seat kept for you
             * @example g_RGQzTeIz2n5YbhM1
             */
            rematchId: string;
        };
        /** @description An event of `GET /v1/me/stream`: its `event:`, `id:` and `data:` lines */
        MeStreamEvent: {
            /** @enum {string} */
            event: "ready";
            /**
             * @description The stream position after this event (opaque): send it back as `Last-Event-ID` to resume
             * @example WyIyMDI2LTEyLTAxVDE1OjA0OjA1LjAwMFoiLFtbImdfeDhRazJNMGFacDFzN1l2QiIsMTJdXV0
             */
            id: string;
            data: components["schemas"]["MeReady"];
        } | {
            /** @enum {string} */
            event: "turn-started";
            /**
             * @description The stream position after this event (opaque): send it back as `Last-Event-ID` to resume
             * @example WyIyMDI2LTEyLTAxVDE1OjA0OjA1LjAwMFoiLFtbImdfeDhRazJNMGFacDFzN1l2QiIsMTJdXV0
             */
            id: string;
            data: components["schemas"]["MeTurnStarted"];
        } | {
            /** @enum {string} */
            event: "turn-reminder";
            /**
             * @description The stream position after this event (opaque): send it back as `Last-Event-ID` to resume
             * @example WyIyMDI2LTEyLTAxVDE1OjA0OjA1LjAwMFoiLFtbImdfeDhRazJNMGFacDFzN1l2QiIsMTJdXV0
             */
            id: string;
            data: components["schemas"]["MeTurnReminder"];
        } | {
            /** @enum {string} */
            event: "game-started";
            /**
             * @description The stream position after this event (opaque): send it back as `Last-Event-ID` to resume
             * @example WyIyMDI2LTEyLTAxVDE1OjA0OjA1LjAwMFoiLFtbImdfeDhRazJNMGFacDFzN1l2QiIsMTJdXV0
             */
            id: string;
            data: components["schemas"]["MeGameStarted"];
        } | {
            /** @enum {string} */
            event: "game-finished";
            /**
             * @description The stream position after this event (opaque): send it back as `Last-Event-ID` to resume
             * @example WyIyMDI2LTEyLTAxVDE1OjA0OjA1LjAwMFoiLFtbImdfeDhRazJNMGFacDFzN1l2QiIsMTJdXV0
             */
            id: string;
            data: components["schemas"]["MeGameFinished"];
        } | {
            /** @enum {string} */
            event: "rematch-offered";
            /**
             * @description The stream position after this event (opaque): send it back as `Last-Event-ID` to resume
             * @example WyIyMDI2LTEyLTAxVDE1OjA0OjA1LjAwMFoiLFtbImdfeDhRazJNMGFacDFzN1l2QiIsMTJdXV0
             */
            id: string;
            data: components["schemas"]["MeRematchOffered"];
        } | {
            /** @enum {string} */
            event: "error";
            data: components["schemas"]["Problem"];
        };
        /** @description `event: turn-reminder` — your turn runs short: the time left reached one of your thresholds (at most once per threshold per turn, before the deadline) */
        MeTurnReminder: {
            /** @example g_x8Qk2M0aZp1s7YvB */
            gameId: string;
            /**
             * @description The game's type
             * @example tango
             */
            type: string;
            /**
             * @description Your seat in that game
             * @example 0
             */
            seat: number;
            /**
             * @description The version the entry brought the game to (its `seq`)
             * @example 12
             */
            version: number;
            /**
             * @description When the entry was written
             * @example 2026-12-01T15:04:05.000Z
             */
            at: string;
            /**
             * @description The threshold reached: seconds left, as you set it (`PUT /v1/me/reminders`)
             * @example 3600
             */
            threshold: number;
            /** @description The turn's deadline */
            deadline: string;
            /**
             * @description Seconds from the reminder to the deadline
             * @example 3541.2
             */
            left: number;
        };
        /** @description RFC 9457 problem details, `application/problem+json` */
        Problem: {
            /** @example https://tricktable.dev/problems/illegal-action */
            type: string;
            /** @example That action breaks a rule */
            title: string;
            /** @example 422 */
            status: number;
            /** @example must follow green: you hold G3 */
            detail: string;
            /**
             * @description Stable, machine-readable: switch on this
             * @enum {string}
             */
            code: "invalid-request" | "unauthorized" | "forbidden" | "not-found" | "seat-taken" | "game-full" | "game-not-started" | "game-started" | "game-over" | "seat-free" | "already-seated" | "already-bot" | "game-not-finished" | "not-your-turn" | "illegal-action" | "version-conflict" | "precondition-failed" | "idempotency-key-reuse" | "payload-too-large" | "unsupported-media-type" | "rate-limited" | "too-many-sign-ups" | "too-many-streams" | "bots-need-a-player" | "bot-budget-spent" | "leave-in-the-past" | "leave-notice-too-short" | "leave-allowance-exceeded" | "leave-overlaps" | "leave-over" | "internal" | "service-unavailable";
            /** @example /v1/games/g_x8Qk2M0aZp1s7YvB/actions */
            instance?: string;
            /**
             * @description The rule an illegal action breaks, or (`not-your-turn`) the rule of turn order; each game's page lists them
             * @example TANGO-8
             */
            rule?: string;
            /**
             * @description Stable sub-code of illegal-action: what the rules refused (each game's page lists its own)
             * @example must-follow-suit
             * @enum {string}
             */
            reason?: "auction-over" | "bid-off-grid" | "bid-too-high" | "bid-too-low" | "bongle-deck-empty" | "card-not-available" | "card-not-held" | "gift-pending" | "must-follow-suit" | "must-lead-from-hand" | "must-play-trump-card" | "no-gift-pending" | "no-pairs-in-tanni" | "no-such-seat" | "no-swap-pending" | "no-trump-to-choose" | "not-playing" | "opener-must-bid" | "pair-already-declared" | "pair-not-held" | "receiver-full" | "rose-cannot-be-style" | "swap-pending" | "team-has-no-trick" | "trump-card-hidden" | "unknown-card";
            /** @description Field-level problems of invalid-request */
            errors?: {
                path: string;
                message: string;
            }[];
            /** @description The current game version (conflicts) */
            version?: number;
            retryAfter?: number;
        };
        GameTypes: {
            gameTypes: {
                type: string;
                title: string;
                description: string;
                /** @description The ruleset version new games of this type get */
                rulesetVersion: number;
                /** @description Every ruleset version this server plays, oldest first: a game keeps the one it was created with */
                rulesetVersions: {
                    version: number;
                    summary: string;
                }[];
                seats: number[];
                /** @description JSON Schema of the options */
                options: {
                    [key: string]: unknown;
                };
                defaultOptions?: unknown;
                actions: string[];
                /** @description The levels at which server bots can play this game, weakest first */
                botLevels: {
                    level: components["schemas"]["BotLevel"];
                    description: string;
                }[];
            }[];
        };
        /**
         * @description How strong a server bot plays: `GET /v1/games` describes each level
         * @enum {string}
         */
        BotLevel: "random" | "basic" | "expert";
        CreatedGame: {
            /** @example g_x8Qk2M0aZp1s7YvB */
            id: string;
            /** @example tango */
            type: string;
            /**
             * @description The version of the game type's rules the game was created with; it is played under it for good
             * @example 2
             */
            rulesetVersion: number;
            /** @description The game's options with defaults applied, and turnTimeout and autoPlayForced */
            options: components["schemas"]["TangoGameOptions"] | components["schemas"]["TanniGameOptions"] | components["schemas"]["TadpoleGameOptions"] | components["schemas"]["TantonyGameOptions"];
            seats: {
                /** @example 0 */
                seat: number;
                name: string | null;
                joined: boolean;
                /**
                 * @description The level of the bot holding the seat; null for a person or a free seat
                 * @enum {string|null}
                 */
                bot: "random" | "basic" | "expert" | null;
            }[];
            /**
             * @description `waiting`, unless `bots` took every seat: then `active` (they play on at once)
             * @enum {string}
             */
            status: "waiting" | "active";
            /**
             * @description Number of log entries; also the ETag
             * @example 12
             */
            version: number;
            /**
             * @description sha256(seed), hex: the seed is revealed when the game ends
             * @example a3f1…
             */
            seedCommitment: string;
            /**
             * @description Shown once. Manages the game (webhooks); it cannot act as a seat
             * @example tt_admin_…
             */
            adminToken: string;
            webhooks: components["schemas"]["CreatedWebhook"][];
            /** @example 2026-11-29T17:00:00.000Z */
            createdAt: string;
            /** @description In the lobby while a seat is free */
            listed: boolean;
        };
        CreatedWebhook: {
            /** @example wh_x8Qk2M0aZp1s7YvB */
            id: string;
            url: string;
            events: ("game.started" | "turn.started" | "action.applied" | "trick.completed" | "round.completed" | "game.finished" | "turn.timed-out" | "seat.taken-over" | "subscription.disabled")[] | null;
            /** @example 0 */
            seat: number | null;
            /**
             * @description Shown once: verify signatures with it (Standard Webhooks)
             * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw
             */
            secret: string;
            createdAt: string;
        };
        CreateGame: components["schemas"]["CreateTangoGame"] | components["schemas"]["CreateTanniGame"] | components["schemas"]["CreateTadpoleGame"] | components["schemas"]["CreateTantonyGame"];
        /**
         * @example {
         *       "type": "tango"
         *     }
         */
        CreateTangoGame: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "tango";
            /**
             * @description Play under an older ruleset of Tango (`GET /v1/games` lists them); the current one when absent
             * @enum {number}
             */
            rulesetVersion?: 1;
            options?: {
                /**
                 * @description TANGO-2: `roses` (first to 2 round wins) or `long` (TANGO-14)
                 * @default roses
                 * @enum {string}
                 */
                variant?: "roses" | "long";
                /** @default random */
                firstDealer?: 0 | 1 | "random";
                /**
                 * @description Seconds each seat has to act; when it runs out the server plays for it (a `timeout` entry). None by default.
                 * @example 86400
                 */
                turnTimeout?: number | null;
                /** @description When the seat to act has exactly one legal move, the server plays it at once (an `auto` entry). Default true. */
                autoPlayForced?: boolean;
                /** @description One player may hold several seats (hot-seat testing: one player key joins every seat). Default false: a player holds at most one seat, and joining again answers it. */
                hotSeat?: boolean;
                /**
                 * @description Who plays a turn whose clock ran out: `first-legal` (the fixed cautious policy, the default) or a bot of that level, deciding from the seat's view only.
                 * @example expert
                 * @enum {string}
                 */
                onTimeout?: "first-legal" | "random" | "basic" | "expert";
                /** @description The game's clock (README "Correspondence clocks"): `{ kind: 'per-move', seconds }`, `{ kind: 'bank', initial, increment, max? }` or `{ kind: 'none' }`, in seconds. Give it or `turnTimeout`, not both; neither: no clock. */
                clock?: components["schemas"]["PerMoveClock"] | components["schemas"]["BankClock"] | components["schemas"]["NoClock"];
                /** @description Whether a player's declared leave (`POST /v1/me/leave`) pauses their clock in this game. Default true; `false`: the clocks keep running through anyone's leave (README "Correspondence clocks"). */
                leave?: boolean;
            };
            /** @description Subscriptions created with the game (so they see game.started) */
            webhooks?: components["schemas"]["WebhookInput"][];
            /**
             * @description Seats bots take at once, `{ "<seat>": "<level>" }` (the rest wait for people); bots act as soon as it is their turn
             * @example {
             *       "1": "expert"
             *     }
             */
            bots?: {
                [key: string]: components["schemas"]["BotLevel"];
            };
            /** @description Show the game in the lobby (`GET /v1/lobby`) while a seat is free. Default false */
            listed?: boolean;
        };
        WebhookInput: {
            /**
             * @description https URL (http to 127.0.0.1 only in local mode)
             * @example https://bot.example.com/tricktable
             */
            url: string;
            /** @description Event types to receive; all when absent */
            events?: ("game.started" | "turn.started" | "action.applied" | "trick.completed" | "round.completed" | "game.finished" | "turn.timed-out" | "seat.taken-over" | "subscription.disabled")[];
            /**
             * @description Bind to a seat: payloads then show that seat's view (its own cards); public view when absent
             * @example 0
             */
            seat?: number;
        };
        /**
         * @example {
         *       "type": "tanni"
         *     }
         */
        CreateTanniGame: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "tanni";
            /**
             * @description Play under an older ruleset of Tanni (`GET /v1/games` lists them); the current one when absent
             * @enum {number}
             */
            rulesetVersion?: 1;
            options?: {
                /**
                 * @description TANNI-3/15: match points a team needs to win (e.g. 200 for a long game)
                 * @default 100
                 */
                target?: number;
                /**
                 * @description TANNI-3: the dealer of round 1, or "random" (drawn from the game seed)
                 * @default random
                 */
                firstDealer?: 0 | 1 | 2 | 3 | "random";
                /**
                 * @description Seconds each seat has to act; when it runs out the server plays for it (a `timeout` entry). None by default.
                 * @example 86400
                 */
                turnTimeout?: number | null;
                /** @description When the seat to act has exactly one legal move, the server plays it at once (an `auto` entry). Default true. */
                autoPlayForced?: boolean;
                /** @description One player may hold several seats (hot-seat testing: one player key joins every seat). Default false: a player holds at most one seat, and joining again answers it. */
                hotSeat?: boolean;
                /**
                 * @description Who plays a turn whose clock ran out: `first-legal` (the fixed cautious policy, the default) or a bot of that level, deciding from the seat's view only.
                 * @example expert
                 * @enum {string}
                 */
                onTimeout?: "first-legal" | "random" | "basic" | "expert";
                /** @description The game's clock (README "Correspondence clocks"): `{ kind: 'per-move', seconds }`, `{ kind: 'bank', initial, increment, max? }` or `{ kind: 'none' }`, in seconds. Give it or `turnTimeout`, not both; neither: no clock. */
                clock?: components["schemas"]["PerMoveClock"] | components["schemas"]["BankClock"] | components["schemas"]["NoClock"];
                /** @description Whether a player's declared leave (`POST /v1/me/leave`) pauses their clock in this game. Default true; `false`: the clocks keep running through anyone's leave (README "Correspondence clocks"). */
                leave?: boolean;
            };
            /** @description Subscriptions created with the game (so they see game.started) */
            webhooks?: components["schemas"]["WebhookInput"][];
            /**
             * @description Seats bots take at once, `{ "<seat>": "<level>" }` (the rest wait for people); bots act as soon as it is their turn
             * @example {
             *       "1": "expert"
             *     }
             */
            bots?: {
                [key: string]: components["schemas"]["BotLevel"];
            };
            /** @description Show the game in the lobby (`GET /v1/lobby`) while a seat is free. Default false */
            listed?: boolean;
        };
        /**
         * @example {
         *       "type": "tadpole"
         *     }
         */
        CreateTadpoleGame: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "tadpole";
            /**
             * @description Play under an older ruleset of Tadpole (`GET /v1/games` lists them); the current one when absent
             * @enum {number}
             */
            rulesetVersion?: 1;
            options?: {
                /**
                 * @description TADPOLE-3: the seat that deals the first round, or "random" (drawn from the seed)
                 * @default random
                 */
                firstDealer?: 0 | 1 | 2 | "random";
                /**
                 * @description Seconds each seat has to act; when it runs out the server plays for it (a `timeout` entry). None by default.
                 * @example 86400
                 */
                turnTimeout?: number | null;
                /** @description When the seat to act has exactly one legal move, the server plays it at once (an `auto` entry). Default true. */
                autoPlayForced?: boolean;
                /** @description One player may hold several seats (hot-seat testing: one player key joins every seat). Default false: a player holds at most one seat, and joining again answers it. */
                hotSeat?: boolean;
                /**
                 * @description Who plays a turn whose clock ran out: `first-legal` (the fixed cautious policy, the default) or a bot of that level, deciding from the seat's view only.
                 * @example expert
                 * @enum {string}
                 */
                onTimeout?: "first-legal" | "random" | "basic" | "expert";
                /** @description The game's clock (README "Correspondence clocks"): `{ kind: 'per-move', seconds }`, `{ kind: 'bank', initial, increment, max? }` or `{ kind: 'none' }`, in seconds. Give it or `turnTimeout`, not both; neither: no clock. */
                clock?: components["schemas"]["PerMoveClock"] | components["schemas"]["BankClock"] | components["schemas"]["NoClock"];
                /** @description Whether a player's declared leave (`POST /v1/me/leave`) pauses their clock in this game. Default true; `false`: the clocks keep running through anyone's leave (README "Correspondence clocks"). */
                leave?: boolean;
            };
            /** @description Subscriptions created with the game (so they see game.started) */
            webhooks?: components["schemas"]["WebhookInput"][];
            /**
             * @description Seats bots take at once, `{ "<seat>": "<level>" }` (the rest wait for people); bots act as soon as it is their turn
             * @example {
             *       "1": "expert"
             *     }
             */
            bots?: {
                [key: string]: components["schemas"]["BotLevel"];
            };
            /** @description Show the game in the lobby (`GET /v1/lobby`) while a seat is free. Default false */
            listed?: boolean;
        };
        /**
         * @example {
         *       "type": "tantony"
         *     }
         */
        CreateTantonyGame: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "tantony";
            /** @description Play under an older ruleset of Tantony (`GET /v1/games` lists them); the current one when absent */
            rulesetVersion?: 1 | 2;
            options?: {
                /**
                 * @description TANTONY-2: `teams` (4 players, partners 0+2 and 1+3), `split-partner` (4 players scored individually, TANTONY-12) or `three-player` (TANTONY-13)
                 * @default teams
                 * @enum {string}
                 */
                variant?: "teams" | "split-partner" | "three-player";
                /**
                 * @description The seat that deals, or `random`. The seat before the dealer leads round 1 (TANTONY-4; in ruleset 1, the seat after it)
                 * @default random
                 */
                firstDealer?: number | "random";
                /**
                 * @description Seconds each seat has to act; when it runs out the server plays for it (a `timeout` entry). None by default.
                 * @example 86400
                 */
                turnTimeout?: number | null;
                /** @description When the seat to act has exactly one legal move, the server plays it at once (an `auto` entry). Default true. */
                autoPlayForced?: boolean;
                /** @description One player may hold several seats (hot-seat testing: one player key joins every seat). Default false: a player holds at most one seat, and joining again answers it. */
                hotSeat?: boolean;
                /**
                 * @description Who plays a turn whose clock ran out: `first-legal` (the fixed cautious policy, the default) or a bot of that level, deciding from the seat's view only.
                 * @example expert
                 * @enum {string}
                 */
                onTimeout?: "first-legal" | "random" | "basic" | "expert";
                /** @description The game's clock (README "Correspondence clocks"): `{ kind: 'per-move', seconds }`, `{ kind: 'bank', initial, increment, max? }` or `{ kind: 'none' }`, in seconds. Give it or `turnTimeout`, not both; neither: no clock. */
                clock?: components["schemas"]["PerMoveClock"] | components["schemas"]["BankClock"] | components["schemas"]["NoClock"];
                /** @description Whether a player's declared leave (`POST /v1/me/leave`) pauses their clock in this game. Default true; `false`: the clocks keep running through anyone's leave (README "Correspondence clocks"). */
                leave?: boolean;
            };
            /** @description Subscriptions created with the game (so they see game.started) */
            webhooks?: components["schemas"]["WebhookInput"][];
            /**
             * @description Seats bots take at once, `{ "<seat>": "<level>" }` (the rest wait for people); bots act as soon as it is their turn
             * @example {
             *       "1": "expert"
             *     }
             */
            bots?: {
                [key: string]: components["schemas"]["BotLevel"];
            };
            /** @description Show the game in the lobby (`GET /v1/lobby`) while a seat is free. Default false */
            listed?: boolean;
        };
        Joined: {
            gameId: string;
            /** @example 0 */
            seat: number;
            name: string;
            /**
             * @description Shown once: send as `Authorization: Bearer <token>`. Absent when a bot took the seat
             * @example tt_seat_…
             */
            token?: string;
            /**
             * @description The level of the bot that took the seat (a bot join)
             * @enum {string}
             */
            bot?: "random" | "basic" | "expert";
            /**
             * @description Number of log entries; also the ETag
             * @example 12
             */
            version: number;
            /** @description True when this join took the last seat and the cards were dealt */
            started: boolean;
        };
        Join: {
            /**
             * @description The seat to take; the first free one when absent (a rematch: the seat kept for you)
             * @example 0
             */
            seat?: number;
            /**
             * @description The seat's name; default: a player's own name, else `Player n`
             * @example Ada
             */
            name?: string;
            /**
             * @description Your share of the deal seed: 16–64 random bytes of your own choosing (e.g. from crypto.getRandomValues), as hex or unpadded base64url (a string of an even number of hex digits is read as hex). The deal seed is derived from the committed server seed and every seat's entropy once the last seat is taken, so neither the server nor the players can steer the deal. Shown to every seat once the game starts.
             * @example 3a1f0c9be24d7788aa01fe5562cd903b7e11f00d2b6c4a8e9d0f1e2d3c4b5a69
             */
            entropy?: string;
            /**
             * @description Seat a server bot of this level instead of a person: needs the game's admin token; answers no token
             * @example expert
             * @enum {string}
             */
            bot?: "random" | "basic" | "expert";
        };
        /** @description Your legal moves: one shape per game, discriminated by `game` */
        LegalMoves: components["schemas"]["TangoLegalMoves"] | components["schemas"]["TanniLegalMoves"] | components["schemas"]["TadpoleLegalMoves"] | components["schemas"]["TantonyLegalMoves"];
        /** @description The version reached, the events as the caller may see them, and the caller's view after the action (`view` is absent when the request said `Prefer: return=minimal`); one shape per game, discriminated by `game` */
        ActionResult: components["schemas"]["TangoActionResult"] | components["schemas"]["TanniActionResult"] | components["schemas"]["TadpoleActionResult"] | components["schemas"]["TantonyActionResult"];
        /** @description A Tango action applied: the version reached, its events as the caller may see them, and the caller's view (absent with `Prefer: return=minimal`) */
        TangoActionResult: {
            /**
             * @description The game type, `tango` here: switch on it to narrow the state, options, moves and events (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            game: "tango";
            /**
             * @description Number of log entries; also the ETag
             * @example 12
             */
            version: number;
            events: components["schemas"]["TangoEvent"][];
            view?: components["schemas"]["TangoGameView"];
        };
        TangoEvent: components["schemas"]["TangoRoundDealt"] | components["schemas"]["TangoCardPlayed"] | components["schemas"]["TangoTrickWon"] | components["schemas"]["TangoCardsRevealed"] | components["schemas"]["TangoStyleSwapped"] | components["schemas"]["TangoSwapDeclined"] | components["schemas"]["TangoRoundScored"] | components["schemas"]["TangoGameWon"];
        /** @description A Tanni action applied: the version reached, its events as the caller may see them, and the caller's view (absent with `Prefer: return=minimal`) */
        TanniActionResult: {
            /**
             * @description The game type, `tanni` here: switch on it to narrow the state, options, moves and events (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            game: "tanni";
            /**
             * @description Number of log entries; also the ETag
             * @example 12
             */
            version: number;
            events: components["schemas"]["TanniEvent"][];
            view?: components["schemas"]["TanniGameView"];
        };
        TanniEvent: {
            /** @enum {string} */
            type: "game-set-up";
            sevens: ("S" | "H" | "D" | "C")[];
            firstDealer: number;
            target: number;
        } | {
            /** @enum {string} */
            type: "round-dealt";
            round: number;
            dealer: number;
            opener: number;
            /** @description The reader's first 4 cards; null for a spectator */
            hand: string[] | null;
        } | {
            /** @enum {string} */
            type: "bid-made";
            seat: number;
            /**
             * @description Points in steps of 0.25
             * @example 18.5
             */
            value: number;
        } | {
            /** @enum {string} */
            type: "player-passed";
            seat: number;
        } | {
            /** @enum {string} */
            type: "tanni-called";
            seat: number;
        } | {
            /** @enum {string} */
            type: "contract-won";
            seat: number;
            /** @description Team 0 is seats 0 and 2, team 1 is seats 1 and 3 */
            team: 0 | 1;
            /** @enum {string} */
            kind: "bid" | "tanni";
            /**
             * @description Points in steps of 0.25
             * @example 18.5
             */
            value: number;
        } | {
            /** @enum {string} */
            type: "hands-completed";
            /** @description The reader's 3 new cards; null for a spectator */
            cards: string[] | null;
            kittySize: number;
        } | {
            /** @enum {string} */
            type: "trump-chosen";
            seat: number;
            /**
             * @description The hidden card, for the bid winner only
             * @example JH
             */
            card: string | null;
        } | {
            /** @enum {string} */
            type: "trump-opened";
            seat: number;
            bidder: number;
            /**
             * @description A Tanni card: rank J 9 A 10 K Q 8 7 then suit S H D C (`JH`, `10S`)
             * @example JH
             */
            card: string;
            /** @enum {string} */
            suit: "S" | "H" | "D" | "C";
            /** @description The bid winner must play this card now */
            forced: boolean;
        } | {
            /** @enum {string} */
            type: "pair-declared";
            seat: number;
            /** @description Team 0 is seats 0 and 2, team 1 is seats 1 and 3 */
            team: 0 | 1;
            /** @enum {string} */
            suit: "S" | "H" | "D" | "C";
            cards: string[];
        } | {
            /** @enum {string} */
            type: "card-played";
            seat: number;
            /**
             * @description A Tanni card: rank J 9 A 10 K Q 8 7 then suit S H D C (`JH`, `10S`)
             * @example JH
             */
            card: string;
        } | {
            /** @enum {string} */
            type: "trick-won";
            trick: number;
            winner: number;
            /** @description Team 0 is seats 0 and 2, team 1 is seats 1 and 3 */
            team: 0 | 1;
            cards: string[];
            /**
             * @description Points in steps of 0.25
             * @example 18.5
             */
            points: number;
        } | {
            /** @enum {string} */
            type: "round-scored";
            summary: components["schemas"]["TanniRoundSummary"];
        } | {
            /** @enum {string} */
            type: "game-won";
            /** @description Team 0 is seats 0 and 2, team 1 is seats 1 and 3 */
            team: 0 | 1;
            winners: number[];
            /** @description Team 0 (seats 0, 2) then team 1 (seats 1, 3) */
            matchPoints: number[];
        };
        /** @description A Tadpole action applied: the version reached, its events as the caller may see them, and the caller's view (absent with `Prefer: return=minimal`) */
        TadpoleActionResult: {
            /**
             * @description The game type, `tadpole` here: switch on it to narrow the state, options, moves and events (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            game: "tadpole";
            /**
             * @description Number of log entries; also the ETag
             * @example 12
             */
            version: number;
            events: components["schemas"]["TadpoleEvent"][];
            view?: components["schemas"]["TadpoleGameView"];
        };
        TadpoleEvent: {
            /** @enum {string} */
            type: "bongle-decks-shuffled";
            redSize: number;
            blackSize: number;
        } | {
            /** @enum {string} */
            type: "round-started";
            round: number;
            dealer: number;
        } | {
            /** @enum {string} */
            type: "trump-flipped";
            /**
             * @description A standard card: rank A 2–10 J Q K then suit S H D C
             * @example 7H
             */
            red: string | null;
            /**
             * @description A standard card: rank A 2–10 J Q K then suit S H D C
             * @example 7H
             */
            black: string | null;
        } | {
            /** @enum {string} */
            type: "trump-tied";
            cards: string[];
        } | {
            /** @enum {string} */
            type: "trump-chosen";
            /** @enum {string} */
            trump: "S" | "H" | "D" | "C";
        } | {
            /** @enum {string} */
            type: "round-dealt";
            round: number;
            leader: number;
            /** @description The reader's own new hand; null for a spectator */
            hand: string[] | null;
            handSizes: number[];
            extraPileSize: number;
        } | {
            /** @enum {string} */
            type: "card-played";
            seat: number;
            /**
             * @description A standard card: rank A 2–10 J Q K then suit S H D C
             * @example 7H
             */
            card: string;
            /**
             * @description Where the card came from: the hand, a Bongle deck's top face-down card, or a deck's flipped card
             * @enum {string}
             */
            from: "hand" | "bongle" | "flipped";
            /**
             * @description A Bongle deck: red (hearts, diamonds) or black (spades, clubs)
             * @enum {string|null}
             */
            deck: "red" | "black" | null;
        } | {
            /** @enum {string} */
            type: "trick-won";
            trick: number;
            winner: number;
            cards: string[];
        } | {
            /** @enum {string} */
            type: "trump-changed";
            /** @enum {string|null} */
            trump: "S" | "H" | "D" | "C" | null;
        } | {
            /** @enum {string} */
            type: "round-ended";
            round: number;
            tadpoleDeckSize: number;
        } | {
            /** @enum {string} */
            type: "game-ended";
            /** @enum {string} */
            reason: "no-card-to-play" | "round-cannot-be-set-up";
            seat: number | null;
            discarded: string[];
            scores: number[];
            winners: number[];
        };
        /** @description A Tantony action applied: the version reached, its events as the caller may see them, and the caller's view (absent with `Prefer: return=minimal`) */
        TantonyActionResult: {
            /**
             * @description The game type, `tantony` here: switch on it to narrow the state, options, moves and events (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            game: "tantony";
            /**
             * @description Number of log entries; also the ETag
             * @example 12
             */
            version: number;
            events: components["schemas"]["TantonyEvent"][];
            view?: components["schemas"]["TantonyGameView"];
        };
        TantonyEvent: {
            /** @enum {string} */
            type: "game-dealt";
            dealer: number;
            leader: number;
            /** @description The reader's own hand; null for a spectator */
            hand: string[] | null;
            handSizes: number[];
        } | {
            /** @enum {string} */
            type: "card-played";
            seat: number;
            /**
             * @description A card id: rank (A 2..10 J Q K) then suit (S H D C)
             * @example QS
             */
            card: string;
        } | {
            /** @enum {string} */
            type: "trick-won";
            trick: number;
            winner: number;
            cards: string[];
        } | {
            /** @enum {string} */
            type: "trick-given";
            trick: number;
            from: number;
            to: number;
            /**
             * @description A card id: rank (A 2..10 J Q K) then suit (S H D C)
             * @example QS
             */
            runt: string;
            automatic: boolean;
        } | {
            /** @enum {string} */
            type: "last-trick-exchanged";
            trick: number;
            winner: number;
            /**
             * @description A card id: rank (A 2..10 J Q K) then suit (S H D C)
             * @example QS
             */
            winnerCard: string;
            /**
             * @description The lowest card of the led suit in the last trick
             * @example QS
             */
            runt: string;
            runtSeat: number;
            /** @description TANTONY-9: the card each seat took from the last trick (index = seat) */
            takes: string[];
        } | {
            /** @enum {string} */
            type: "round-scored";
            round: number;
            scores: number[];
            totals: number[];
        } | {
            /** @enum {string} */
            type: "round-started";
            round: number;
            leader: number;
            /** @description The reader's own hand; null for a spectator */
            hand: string[] | null;
            handSizes: number[];
        } | {
            /** @enum {string} */
            type: "game-ended";
            round: number;
            early: boolean;
            winners: number[];
            draw: boolean;
            /** @description Final score of each seat (teams: the team total, repeated for both partners; split-partner: own plus the previous seat, TANTONY-12) */
            scores: number[];
        };
        /** @description One action of the game being played; `legal-moves` lists exactly the ones accepted now */
        Action: components["schemas"]["TangoPlay"] | components["schemas"]["TangoSwapStyle"] | components["schemas"]["TangoDeclineSwap"] | components["schemas"]["TanniBid"] | components["schemas"]["TanniPass"] | components["schemas"]["TanniCallTanni"] | components["schemas"]["TanniChooseTrump"] | components["schemas"]["TanniDeclarePair"] | components["schemas"]["TanniPlay"] | components["schemas"]["TadpolePlay"] | components["schemas"]["TadpolePlayBongle"] | components["schemas"]["TantonyPlay"] | components["schemas"]["TantonyGiveTrick"];
        PlayCard: {
            /** @example G7 */
            card: string;
        };
        /** @description A page of the log: one shape per game, discriminated by `game` */
        EventPage: components["schemas"]["TangoEventPage"] | components["schemas"]["TanniEventPage"] | components["schemas"]["TadpoleEventPage"] | components["schemas"]["TantonyEventPage"];
        TangoEventPage: {
            /**
             * @description The game type, `tango` here: switch on it to narrow the state, options, moves and events (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            game: "tango";
            /**
             * @description Number of log entries; also the ETag
             * @example 12
             */
            version: number;
            events: components["schemas"]["TangoLogEntry"][];
            /** @description Pass as `after` for the next page; null at the end */
            next: number | null;
        };
        TanniEventPage: {
            /**
             * @description The game type, `tanni` here: switch on it to narrow the state, options, moves and events (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            game: "tanni";
            /**
             * @description Number of log entries; also the ETag
             * @example 12
             */
            version: number;
            events: components["schemas"]["TanniLogEntry"][];
            /** @description Pass as `after` for the next page; null at the end */
            next: number | null;
        };
        TadpoleEventPage: {
            /**
             * @description The game type, `tadpole` here: switch on it to narrow the state, options, moves and events (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            game: "tadpole";
            /**
             * @description Number of log entries; also the ETag
             * @example 12
             */
            version: number;
            events: components["schemas"]["TadpoleLogEntry"][];
            /** @description Pass as `after` for the next page; null at the end */
            next: number | null;
        };
        TantonyEventPage: {
            /**
             * @description The game type, `tantony` here: switch on it to narrow the state, options, moves and events (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            game: "tantony";
            /**
             * @description Number of log entries; also the ETag
             * @example 12
             */
            version: number;
            events: components["schemas"]["TantonyLogEntry"][];
            /** @description Pass as `after` for the next page; null at the end */
            next: number | null;
        };
        PlayerWithKey: {
            /** @example p_Xk2M0aZp1s7YvBq8 */
            id: string;
            /** @example Ada */
            name: string;
            createdAt: string;
            /**
             * @description Shown once (only its SHA-256 is stored): send as `Authorization: Bearer <key>` to join, act and read as this player in every game
             * @example tt_player_…
             */
            key: string;
        };
        CreatePlayer: {
            /** @example Ada */
            name: string;
        };
        Player: {
            /** @example p_Xk2M0aZp1s7YvBq8 */
            id: string;
            /** @example Ada */
            name: string;
            createdAt: string;
        };
        MyGames: {
            /** @description Most urgent first: the games awaiting you, the soonest deadline first, then the longest unchanged */
            games: components["schemas"]["MyGame"][];
            /** @description Pass as `cursor` for the next page; null on the last */
            next: string | null;
        };
        Lobby: {
            /** @description Listed games with a free seat, the longest waiting first */
            games: components["schemas"]["LobbyGame"][];
            next: string | null;
        };
        LobbyGame: {
            id: string;
            /** @example tanni */
            type: string;
            /** @description The game's options and table settings */
            options: {
                [key: string]: unknown;
            };
            /**
             * @description `active`: a seat was freed mid-game (reset) and is offered again
             * @enum {string}
             */
            status: "waiting" | "active";
            seats: {
                /** @example 0 */
                seat: number;
                name: string | null;
            }[];
            seatsTaken: number;
            seatCount: number;
            createdAt: string;
        };
        /** @description A lifecycle entry applied: the version reached, the engine's events and the caller's view; one shape per game, discriminated by `game` */
        LifecycleResult: components["schemas"]["TangoLifecycleResult"] | components["schemas"]["TanniLifecycleResult"] | components["schemas"]["TadpoleLifecycleResult"] | components["schemas"]["TantonyLifecycleResult"];
        /** @description A Tango lifecycle entry applied: the version reached, its events (the engine's, e.g. `seat-resigned`) and the caller's view */
        TangoLifecycleResult: {
            /**
             * @description The game type, `tango` here: switch on it to narrow the state, options, moves and events (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            game: "tango";
            /**
             * @description Number of log entries; also the ETag
             * @example 12
             */
            version: number;
            events: components["schemas"]["TangoLogEvent"][];
            view?: components["schemas"]["TangoGameView"];
        };
        /** @description A Tanni lifecycle entry applied: the version reached, its events (the engine's, e.g. `seat-resigned`) and the caller's view */
        TanniLifecycleResult: {
            /**
             * @description The game type, `tanni` here: switch on it to narrow the state, options, moves and events (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            game: "tanni";
            /**
             * @description Number of log entries; also the ETag
             * @example 12
             */
            version: number;
            events: components["schemas"]["TanniLogEvent"][];
            view?: components["schemas"]["TanniGameView"];
        };
        /** @description A Tadpole lifecycle entry applied: the version reached, its events (the engine's, e.g. `seat-resigned`) and the caller's view */
        TadpoleLifecycleResult: {
            /**
             * @description The game type, `tadpole` here: switch on it to narrow the state, options, moves and events (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            game: "tadpole";
            /**
             * @description Number of log entries; also the ETag
             * @example 12
             */
            version: number;
            events: components["schemas"]["TadpoleLogEvent"][];
            view?: components["schemas"]["TadpoleGameView"];
        };
        /** @description A Tantony lifecycle entry applied: the version reached, its events (the engine's, e.g. `seat-resigned`) and the caller's view */
        TantonyLifecycleResult: {
            /**
             * @description The game type, `tantony` here: switch on it to narrow the state, options, moves and events (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            game: "tantony";
            /**
             * @description Number of log entries; also the ETag
             * @example 12
             */
            version: number;
            events: components["schemas"]["TantonyLogEvent"][];
            view?: components["schemas"]["TantonyGameView"];
        };
        ResetSeat: {
            /**
             * @description Hand the seat to this player (id); absent: the seat is offered again
             * @example p_Xk2M0aZp1s7YvBq8
             */
            player?: string;
            /** @description The seat's name from now on (default: the player's name) */
            name?: string;
        };
        TakeoverSeat: {
            /**
             * @description The level of the bot that plays the seat for the rest of the game
             * @example expert
             * @enum {string}
             */
            bot: "random" | "basic" | "expert";
        };
        Rematch: {
            /**
             * @description The new game
             * @example g_Qk2M0aZp1s7YvBx8
             */
            id: string;
            rematchOf: string;
            type: string;
            /** @description The same options, the first dealer moved on */
            options: {
                [key: string]: unknown;
            };
            seedCommitment: string;
            createdAt: string;
            /** @description Every seat is kept: for the same player (who joins with their key), for the holder of its invite, or for the bot of the game before, which holds it at once */
            seats: {
                /** @example 0 */
                seat: number;
                /** @enum {string} */
                keptFor: "player" | "invite" | "bot";
            }[];
            /**
             * @description Your seat's invite when you played without a player key: `POST /v1/games/{id}/join` with `Authorization: Bearer <invite>` takes it. Each seat asks `POST /rematch` for its own
             * @example tt_invite_…
             */
            invite: string | null;
            /** @description False when the rematch existed already: this answers it */
            created: boolean;
        };
        /** @description A finished (or aborted) game's whole log with every event unredacted, its ruleset version and the revealed seeds: everything needed to recompute every deal and replay the game (`npx tricktable verify`). */
        GameRecord: {
            id: string;
            /** @example tantony */
            type: string;
            /**
             * @description The version of the game type's rules the game was created with; it is played under it for good
             * @example 2
             */
            rulesetVersion: number;
            /** @description The game's own options with defaults applied (without the table settings) */
            options: {
                [key: string]: unknown;
            };
            settings: {
                turnTimeout: number | null;
                autoPlayForced: boolean;
                hotSeat: boolean;
                /** @description The bot level that plays timed-out turns; absent: first-legal */
                onTimeout?: string;
                /** @description A bank clock (issue 27); absent: `turnTimeout` is the clock (per move), or none */
                clock?: {
                    /** @enum {string} */
                    kind: "bank";
                    /**
                     * @description Seconds each seat's bank holds at the start
                     * @example 604800
                     */
                    initial: number;
                    /**
                     * @description Seconds added to a seat's bank after each of its moves (Fischer)
                     * @example 86400
                     */
                    increment: number;
                    /**
                     * @description The most a bank may hold after an increment; absent: no cap
                     * @example 1209600
                     */
                    max?: number;
                };
            };
            createdAt: string;
            /**
             * @description Number of log entries; also the ETag
             * @example 12
             */
            version: number;
            seats: {
                /** @example 0 */
                seat: number;
                name: string | null;
            }[];
            fairness: components["schemas"]["Fairness"];
            result: {
                winners: number[];
                draw: boolean;
                scores: number[];
                reason: components["schemas"]["EndReason"];
                /** @example 0 */
                by: number | null;
            };
            log: {
                seq: number;
                at: string;
                /**
                 * @description `auto`: a forced move the server played; `timeout`: played for a seat whose time ran out; `bot`: played by the bot holding the seat; `leave`, `resign`, `abort`, `reset` (a seat freed or handed to a player by the admin), `takeover` (a seat handed to a bot by the admin), `rematch`: the lifecycle; `declare-leave`, `cancel-leave`: the seat's player declared or cancelled leave (`POST /v1/me/leave`), which stops its clock; `remind`: the server reminded the awaited seat's player that its time runs short (README "Reminders")
                 * @enum {string}
                 */
                kind: "join" | "action" | "auto" | "timeout" | "bot" | "leave" | "resign" | "abort" | "reset" | "takeover" | "rematch" | "declare-leave" | "cancel-leave" | "remind";
                /** @example 0 */
                seat: number | null;
                /** @description What a `join` entry holds; null for other entries */
                join: {
                    name: string;
                    /** @description The entropy sent with the join, hex; null: none */
                    entropy: string | null;
                } | null;
                /** @description The action an `action`, `auto` or `timeout` entry holds; null for a join */
                action: components["schemas"]["TangoPlay"] | components["schemas"]["TangoSwapStyle"] | components["schemas"]["TangoDeclineSwap"] | components["schemas"]["TanniBid"] | components["schemas"]["TanniPass"] | components["schemas"]["TanniCallTanni"] | components["schemas"]["TanniChooseTrump"] | components["schemas"]["TanniDeclarePair"] | components["schemas"]["TanniPlay"] | components["schemas"]["TadpolePlay"] | components["schemas"]["TadpolePlayBongle"] | components["schemas"]["TantonyPlay"] | components["schemas"]["TantonyGiveTrick"] | null;
                /** @description What a lifecycle entry (`leave`, `resign`, `abort`, `reset`, `takeover`, `rematch`, `declare-leave`, `cancel-leave`, `remind`) holds besides its kind and seat; null for others */
                lifecycle: {
                    /** @description A `reset`: the seat's name from then on (null: the seat was freed) */
                    name?: string | null;
                    /** @description A `rematch`: the new game */
                    gameId?: string;
                    /** @description A `takeover`: the level of the bot that plays the seat from then on */
                    bot?: string;
                    /** @description A `declare-leave`: the leave's id and span (the seat's clock stops from `from` until `until`); a `cancel-leave`: the id of the leave cancelled */
                    leave?: {
                        id: string;
                        from?: string;
                        until?: string;
                    };
                    /** @description A `remind`: the threshold reached (seconds left, as the player set it) and the deadline the seat was reminded of */
                    reminder?: {
                        threshold: number;
                        deadline: string;
                    };
                } | null;
                events: components["schemas"]["RecordEvent"][];
            }[];
        };
        /** @description An event with nothing redacted: the public `Event` with every hidden field filled in (the dealt `hands` of every seat, …). Every field the public event shows has its value there, in the same units (Tanni points are decimals, `19.5`, as everywhere in the API); a count the public event derives from hidden cards (`handSizes`) may be absent. Shapes per game: docs/games/. */
        RecordEvent: {
            type: string;
        } & {
            [key: string]: unknown;
        };
        /** @description An event of `GET /v1/games/{id}/stream`: its `event:`, `id:` and `data:` lines */
        StreamEvent: {
            /** @enum {string} */
            event: "view";
            /**
             * @description The version the view reflects
             * @example 12
             */
            id: string;
            data: components["schemas"]["StreamView"];
        } | {
            /** @enum {string} */
            event: "entry";
            /**
             * @description The `seq` of the entry (the version it brings the game to)
             * @example 12
             */
            id: string;
            data: components["schemas"]["StreamEntry"];
        } | {
            /** @enum {string} */
            event: "finished";
            /**
             * @description The final version
             * @example 12
             */
            id: string;
            data: components["schemas"]["StreamFinished"];
        } | {
            /** @enum {string} */
            event: "error";
            data: components["schemas"]["Problem"];
        };
        WebhookList: {
            webhooks: components["schemas"]["Webhook"][];
        };
        Webhook: {
            /** @example wh_x8Qk2M0aZp1s7YvB */
            id: string;
            url: string;
            events: ("game.started" | "turn.started" | "action.applied" | "trick.completed" | "round.completed" | "game.finished" | "turn.timed-out" | "seat.taken-over" | "subscription.disabled")[] | null;
            /** @example 0 */
            seat: number | null;
            /** @description Set when its receiver answered 410 Gone, or every attempt failed for 5 days */
            disabledAt: string | null;
            disabledReason: string | null;
            /** @description When its current run of failed attempts began; null while deliveries succeed */
            failingSince: string | null;
            createdAt: string;
        };
        DeliveryLog: {
            deliveries: components["schemas"]["Delivery"][];
            /** @description Pass as `cursor` for the next page; null on the last page */
            next: string | null;
        };
        Delivery: {
            /**
             * @description Also the `webhook-id` header of every attempt
             * @example msg_2Lr0c1N9xkYv4TgQp8sWmZ
             */
            id: string;
            /**
             * @description The game it is about (a player's subscription spans games)
             * @example g_x8Qk2M0aZp1s7YvB
             */
            gameId: string;
            /** @example action.applied */
            type: string;
            /** @description The game version that caused it */
            version: number;
            /** @enum {string} */
            status: "pending" | "delivered" | "failed" | "cancelled";
            nextAttemptAt: string | null;
            createdAt: string;
            deliveredAt: string | null;
            attempts: {
                at: string;
                /** @description The HTTP status answered; null when none came */
                status: number | null;
                latencyMs: number;
                error: string | null;
            }[];
        };
        CreatedPlayerWebhook: {
            /** @example wh_x8Qk2M0aZp1s7YvB */
            id: string;
            url: string;
            events: ("turn.started" | "turn.reminder" | "game.started" | "game.finished" | "rematch.offered" | "subscription.disabled")[] | null;
            createdAt: string;
            /**
             * @description Shown once: verify signatures with it (Standard Webhooks)
             * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw
             */
            secret: string;
        };
        PlayerWebhookInput: {
            /**
             * @description https URL (http to 127.0.0.1 only in local mode)
             * @example https://mail.example.com/tricktable
             */
            url: string;
            /** @description Event types to receive; all when absent */
            events?: ("turn.started" | "turn.reminder" | "game.started" | "game.finished" | "rematch.offered" | "subscription.disabled")[];
        };
        PlayerWebhookList: {
            webhooks: components["schemas"]["PlayerWebhook"][];
        };
        PlayerWebhook: {
            /** @example wh_x8Qk2M0aZp1s7YvB */
            id: string;
            url: string;
            events: ("turn.started" | "turn.reminder" | "game.started" | "game.finished" | "rematch.offered" | "subscription.disabled")[] | null;
            createdAt: string;
            /** @description Set when its receiver answered 410 Gone, or every attempt failed for 5 days */
            disabledAt: string | null;
            disabledReason: string | null;
            /** @description When its current run of failed attempts began; null while deliveries succeed */
            failingSince: string | null;
        };
        LeaveAnswer: {
            leave: components["schemas"]["Leave"];
            allowance: components["schemas"]["LeaveAllowance"][];
        };
        /** @description Declared leave: your clock does not run from `from` until `until` in every game listed in `games` */
        Leave: {
            /** @example lv_3kTz9QmWc1rBxY */
            id: string;
            /** @example 2026-12-24T00:00:00.000Z */
            from: string;
            /**
             * @description When it ends (cut to the cancel's time when cancelled under way; equal to `from` when cancelled before it began)
             * @example 2026-12-28T00:00:00.000Z
             */
            until: string;
            /** @description The games whose log holds its `declare-leave` entry: your clock stops there */
            games: string[];
            /** @description Your games whose creator forbade leave (`options.leave: false`): their clocks keep running */
            excluded: string[];
            createdAt: string;
            cancelledAt: string | null;
        };
        LeaveAllowance: {
            /** @example 2026 */
            year: number;
            /**
             * @description Leave a calendar year (UTC) allows (`LEAVE_DAYS_PER_YEAR`, 30 days by default)
             * @example 2592000
             */
            seconds: number;
            /**
             * @description Seconds of that year your leave takes (declared ahead, under way or taken)
             * @example 345600
             */
            used: number;
            /** @example 2246400 */
            left: number;
        };
        LeaveInput: {
            /**
             * Format: date-time
             * @description When the leave begins (RFC 3339). At least the server's notice ahead (`LEAVE_MIN_NOTICE_SECONDS`, 1 hour by default); up to a minute in the past means now.
             * @example 2026-12-24T00:00:00Z
             */
            from: string;
            /**
             * Format: date-time
             * @description When it ends, after `from`: your clocks run again from then.
             * @example 2026-12-28T00:00:00Z
             */
            until: string;
        };
        LeaveList: {
            /** @description Every leave of yours, in `from` order */
            leave: components["schemas"]["Leave"][];
            /** @description This year's allowance, and that of any year leave ahead touches */
            allowance: components["schemas"]["LeaveAllowance"][];
        };
        /** @description When you are reminded of a turn whose time runs short */
        Reminders: {
            /**
             * @description Largest first: at each, while it is your turn in a game whose clock runs, a `turn.reminder` is sent
             * @example [
             *       86400,
             *       3600
             *     ]
             */
            thresholds: number[];
            /** @description True: you chose none, these are the server's (`REMINDER_THRESHOLDS`) */
            default: boolean;
        };
        RemindersInput: {
            /**
             * @description Up to 4 thresholds, no two alike (any order: kept largest first); `[]`: no reminders; null: back to the server's default
             * @example [
             *       86400,
             *       3600
             *     ]
             */
            thresholds: number[] | null;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listGameTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The game types */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameTypes"];
                };
            };
            /** @description `invalid-request`: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: The service is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createGame: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "tango",
                 *       "options": {
                 *         "variant": "roses"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CreateGame"];
            };
        };
        responses: {
            /** @description The new game */
            201: {
                headers: {
                    /** @description The game URL */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedGame"];
                };
            };
            /** @description `invalid-request`: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `unauthorized`: A valid token is needed */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `bots-need-a-player`: Bots that play each other need a player key to pay for them */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `payload-too-large`: The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `unsupported-media-type`: The request body must be JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `bot-budget-spent`: The player's bot budget is spent for now; `rate-limited`: Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: The service is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    joinGame: {
        parameters: {
            query?: never;
            header?: {
                /** @description An anonymous join with a key can be resent after a lost answer: the same key and body answer the same seat with a working token (`Idempotent-Replayed: true`). Whoever knows the key and the game gets that seat: use a random one (a UUID). A player key needs none: joining again answers your seat. */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "name": "Ada"
                 *     }
                 */
                "application/json": components["schemas"]["Join"];
            };
        };
        responses: {
            /** @description The seat you hold already (a player joining again, or a resend with the same Idempotency-Key) and its token */
            200: {
                headers: {
                    /** @description `true` */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Joined"];
                };
            };
            /** @description The seat taken now and its token (a bot: no token) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Joined"];
                };
            };
            /** @description `invalid-request`: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `unauthorized`: A valid token is needed */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `forbidden`: This token may not do that; `bots-need-a-player`: Bots that play each other need a player key to pay for them */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `not-found`: Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `seat-taken`: That seat is taken; `game-full`: Every seat is taken; `game-over`: The game is over; `version-conflict`: The game changed meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `idempotency-key-reuse`: The Idempotency-Key was used for another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: The service is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getGame: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version you hold, as its ETag (`"12"`): unchanged, the answer is `304` — at once, or after waiting with `Prefer: wait`. */
                "if-none-match"?: string;
                /** @description `wait=<seconds>` (RFC 7240, at most 60): when the game is still at the version you hold, answer as soon as it moves past it, else `304` when the wait runs out (`Preference-Applied: wait=<seconds>` says the wait was applied). A wait counts as an open stream: at most 8 per token and 64 per client address by default, past them `429 too-many-streams`. */
                prefer?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The view */
            200: {
                headers: {
                    /** @description The game version, quoted: `"12"` */
                    ETag?: string;
                    /** @description `wait=<seconds>` when the request waited (or could have) for a change */
                    "Preference-Applied"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameView"];
                };
            };
            /** @description Still at the version in If-None-Match (after waiting, with `Prefer: wait`) */
            304: {
                headers: {
                    /** @description The game version, quoted: `"12"` */
                    ETag?: string;
                    /** @description `wait=<seconds>` when the request waited (or could have) for a change */
                    "Preference-Applied"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid-request`: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `unauthorized`: A valid token is needed */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `not-found`: Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `too-many-streams`: Too many streams and waits open at once; `rate-limited`: Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: The service is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listLegalMoves: {
        parameters: {
            query?: {
                /** @description `1`: also say why each other move you might try now is refused (`refusals`), as a real attempt would be answered */
                explain?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description The version you hold, as its ETag (`"12"`): unchanged, the answer is `304` — at once, or after waiting with `Prefer: wait`. */
                "if-none-match"?: string;
                /** @description `wait=<seconds>` (RFC 7240, at most 60): when the game is still at the version you hold, answer as soon as it moves past it, else `304` when the wait runs out (`Preference-Applied: wait=<seconds>` says the wait was applied). A wait counts as an open stream: at most 8 per token and 64 per client address by default, past them `429 too-many-streams`. */
                prefer?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The legal moves */
            200: {
                headers: {
                    /** @description The game version, quoted: `"12"` */
                    ETag?: string;
                    /** @description `wait=<seconds>` when the request waited (or could have) for a change */
                    "Preference-Applied"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegalMoves"];
                };
            };
            /** @description Still at the version in If-None-Match (after waiting, with `Prefer: wait`) */
            304: {
                headers: {
                    /** @description The game version, quoted: `"12"` */
                    ETag?: string;
                    /** @description `wait=<seconds>` when the request waited (or could have) for a change */
                    "Preference-Applied"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid-request`: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `unauthorized`: A valid token is needed */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `forbidden`: This token may not do that */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `not-found`: Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `too-many-streams`: Too many streams and waits open at once; `rate-limited`: Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: The service is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    takeAction: {
        parameters: {
            query?: never;
            header?: {
                /** @description Apply only if the game is at this version (the ETag you saw): `"12"`. A mismatch is `412 precondition-failed`, never a retry. */
                "if-match"?: string;
                /** @description A retry with the same key and body returns the first answer and appends nothing */
                "idempotency-key"?: string;
                /** @description `return=minimal` (RFC 7240): answer the version and events without `view` (then `Preference-Applied: return=minimal`). For clients that only need the acknowledgement: the view is the part of the answer that grows with the game. */
                prefer?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "play",
                 *       "card": "G7"
                 *     }
                 */
                "application/json": components["schemas"]["Action"];
            };
        };
        responses: {
            /** @description Applied: the new version, what happened (as you may see it) and your view */
            200: {
                headers: {
                    /** @description The game version, quoted: `"12"` */
                    ETag?: string;
                    /** @description `true` when this answers a retry of an applied action */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            /** @description `invalid-request`: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `unauthorized`: A valid token is needed */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `forbidden`: This token may not do that */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `not-found`: Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `game-not-started`: The game has not started; `game-over`: The game is over; `not-your-turn`: It is not your turn; `version-conflict`: The game changed meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `precondition-failed`: The game is not at the expected version */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `payload-too-large`: The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `unsupported-media-type`: The request body must be JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `illegal-action`: That action breaks a rule; `idempotency-key-reuse`: The Idempotency-Key was used for another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: The service is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    playCard: {
        parameters: {
            query?: never;
            header?: {
                /** @description Apply only if the game is at this version (the ETag you saw): `"12"`. A mismatch is `412 precondition-failed`, never a retry. */
                "if-match"?: string;
                /** @description A retry with the same key and body returns the first answer and appends nothing */
                "idempotency-key"?: string;
                /** @description `return=minimal` (RFC 7240): answer the version and events without `view` (then `Preference-Applied: return=minimal`). For clients that only need the acknowledgement: the view is the part of the answer that grows with the game. */
                prefer?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "card": "G7"
                 *     }
                 */
                "application/json": components["schemas"]["PlayCard"];
            };
        };
        responses: {
            /** @description Applied: the new version, what happened (as you may see it) and your view */
            200: {
                headers: {
                    /** @description The game version, quoted: `"12"` */
                    ETag?: string;
                    /** @description `true` when this answers a retry of an applied action */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionResult"];
                };
            };
            /** @description `invalid-request`: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `unauthorized`: A valid token is needed */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `forbidden`: This token may not do that */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `not-found`: Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `game-not-started`: The game has not started; `game-over`: The game is over; `not-your-turn`: It is not your turn; `version-conflict`: The game changed meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `precondition-failed`: The game is not at the expected version */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `payload-too-large`: The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `unsupported-media-type`: The request body must be JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `illegal-action`: That action breaks a rule; `idempotency-key-reuse`: The Idempotency-Key was used for another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: The service is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description Entries with seq greater than this */
                after?: number | null;
                limit?: number;
            };
            header?: {
                /** @description `wait=<seconds>` (RFC 7240, at most 60): when the game is still at the version you hold, answer as soon as it moves past it, else `304` when the wait runs out (`Preference-Applied: wait=<seconds>` says the wait was applied). A wait counts as an open stream: at most 8 per token and 64 per client address by default, past them `429 too-many-streams`. */
                prefer?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the log */
            200: {
                headers: {
                    /** @description The game version, quoted: `"12"` */
                    ETag?: string;
                    /** @description `wait=<seconds>` when the request waited (or could have) for a change */
                    "Preference-Applied"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventPage"];
                };
            };
            /** @description Still at the version in If-None-Match (after waiting, with `Prefer: wait`) */
            304: {
                headers: {
                    /** @description The game version, quoted: `"12"` */
                    ETag?: string;
                    /** @description `wait=<seconds>` when the request waited (or could have) for a change */
                    "Preference-Applied"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid-request`: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `unauthorized`: A valid token is needed */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `not-found`: Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `too-many-streams`: Too many streams and waits open at once; `rate-limited`: Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: The service is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createPlayer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Ada"
                 *     }
                 */
                "application/json": components["schemas"]["CreatePlayer"];
            };
        };
        responses: {
            /** @description The player and its key (shown once) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerWithKey"];
                };
            };
            /** @description `invalid-request`: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `payload-too-large`: The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `unsupported-media-type`: The request body must be JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `too-many-sign-ups`: Too many new players from this address; `rate-limited`: Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: The service is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The player */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Player"];
                };
            };
            /** @description `invalid-request`: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `unauthorized`: A valid token is needed */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: The service is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    rotatePlayerKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The player and its new key (shown once) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerWithKey"];
                };
            };
            /** @description `invalid-request`: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `unauthorized`: A valid token is needed */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: The service is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listMyGames: {
        parameters: {
            query?: {
                /** @description Only games in this status */
                status?: "waiting" | "active" | "finished" | "aborted";
                /** @description `mine`: only the games awaiting you (your move, or a rematch seat to take) */
                turn?: "mine";
                type?: string;
                /** @description The `next` of the page before */
                cursor?: string;
                limit?: number;
            };
            header?: {
                /** @description The ETag of the page you hold: unchanged, the answer is `304` — at once, or after waiting with `Prefer: wait`. */
                "if-none-match"?: string;
                /** @description `wait=<seconds>` (RFC 7240, at most 60): when the game is still at the version you hold, answer as soon as it moves past it, else `304` when the wait runs out (`Preference-Applied: wait=<seconds>` says the wait was applied). A wait counts as an open stream: at most 8 per token and 64 per client address by default, past them `429 too-many-streams`. */
                prefer?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of your games */
            200: {
                headers: {
                    /** @description A digest of the page, quoted: send it as `If-None-Match` to wait for a change */
                    ETag?: string;
                    /** @description `wait=<seconds>` when the request waited (or could have) for a change */
                    "Preference-Applied"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyGames"];
                };
            };
            /** @description Still the page in If-None-Match (after waiting, with `Prefer: wait`) */
            304: {
                headers: {
                    /** @description A digest of the page, quoted: send it as `If-None-Match` to wait for a change */
                    ETag?: string;
                    /** @description `wait=<seconds>` when the request waited (or could have) for a change */
                    "Preference-Applied"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid-request`: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `unauthorized`: A valid token is needed */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `too-many-streams`: Too many streams and waits open at once; `rate-limited`: Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: The service is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listLobby: {
        parameters: {
            query?: {
                type?: string;
                /** @description The `next` of the page before */
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of open games */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Lobby"];
                };
            };
            /** @description `invalid-request`: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: The service is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    resignGame: {
        parameters: {
            query?: never;
            header?: {
                /** @description Apply only if the game is at this version (the ETag you saw): `"12"`. A mismatch is `412 precondition-failed`, never a retry. */
                "if-match"?: string;
                /** @description A retry with the same key and body returns the first answer and appends nothing */
                "idempotency-key"?: string;
                /** @description `return=minimal` (RFC 7240): answer the version and events without `view` (then `Preference-Applied: return=minimal`). For clients that only need the acknowledgement: the view is the part of the answer that grows with the game. */
                prefer?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Resigned: the new version, what happened and your view */
            200: {
                headers: {
                    /** @description The game version, quoted: `"12"` */
                    ETag?: string;
                    /** @description `true` when this answers a retry with a used Idempotency-Key */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "game": "tango",
                     *       "version": 31,
                     *       "events": [
                     *         {
                     *           "type": "seat-resigned",
                     *           "seat": 0
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["LifecycleResult"];
                };
            };
            /** @description `invalid-request`: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `unauthorized`: A valid token is needed */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `forbidden`: This token may not do that */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `not-found`: Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `version-conflict`: The game changed meanwhile; `game-not-started`: The game has not started; `game-over`: The game is over */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `precondition-failed`: The game is not at the expected version */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `idempotency-key-reuse`: The Idempotency-Key was used for another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: The service is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    abortGame: {
        parameters: {
            query?: never;
            header?: {
                /** @description Apply only if the game is at this version (the ETag you saw): `"12"`. A mismatch is `412 precondition-failed`, never a retry. */
                "if-match"?: string;
                /** @description A retry with the same key and body returns the first answer and appends nothing */
                "idempotency-key"?: string;
                /** @description `return=minimal` (RFC 7240): answer the version and events without `view` (then `Preference-Applied: return=minimal`). For clients that only need the acknowledgement: the view is the part of the answer that grows with the game. */
                prefer?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Aborted */
            200: {
                headers: {
                    /** @description The game version, quoted: `"12"` */
                    ETag?: string;
                    /** @description `true` when this answers a retry with a used Idempotency-Key */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "game": "tango",
                     *       "version": 4,
                     *       "events": [
                     *         {
                     *           "type": "game-aborted",
                     *           "seat": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["LifecycleResult"];
                };
            };
            /** @description `invalid-request`: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `unauthorized`: A valid token is needed */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `forbidden`: This token may not do that */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `not-found`: Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `version-conflict`: The game changed meanwhile; `game-started`: The game has started; `game-over`: The game is over */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `precondition-failed`: The game is not at the expected version */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `idempotency-key-reuse`: The Idempotency-Key was used for another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: The service is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    leaveGame: {
        parameters: {
            query?: never;
            header?: {
                /** @description Apply only if the game is at this version (the ETag you saw): `"12"`. A mismatch is `412 precondition-failed`, never a retry. */
                "if-match"?: string;
                /** @description A retry with the same key and body returns the first answer and appends nothing */
                "idempotency-key"?: string;
                /** @description `return=minimal` (RFC 7240): answer the version and events without `view` (then `Preference-Applied: return=minimal`). For clients that only need the acknowledgement: the view is the part of the answer that grows with the game. */
                prefer?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Left: the spectator view */
            200: {
                headers: {
                    /** @description The game version, quoted: `"12"` */
                    ETag?: string;
                    /** @description `true` when this answers a retry with a used Idempotency-Key */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "game": "tango",
                     *       "version": 2,
                     *       "events": [
                     *         {
                     *           "type": "seat-left",
                     *           "seat": 1
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["LifecycleResult"];
                };
            };
            /** @description `invalid-request`: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `unauthorized`: A valid token is needed */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `forbidden`: This token may not do that */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `not-found`: Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `version-conflict`: The game changed meanwhile; `game-started`: The game has started; `game-over`: The game is over */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `precondition-failed`: The game is not at the expected version */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `idempotency-key-reuse`: The Idempotency-Key was used for another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: The service is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    resetSeat: {
        parameters: {
            query?: never;
            header?: {
                /** @description Apply only if the game is at this version (the ETag you saw): `"12"`. A mismatch is `412 precondition-failed`, never a retry. */
                "if-match"?: string;
                /** @description A retry with the same key and body returns the first answer and appends nothing */
                "idempotency-key"?: string;
                /** @description `return=minimal` (RFC 7240): answer the version and events without `view` (then `Preference-Applied: return=minimal`). For clients that only need the acknowledgement: the view is the part of the answer that grows with the game. */
                prefer?: string;
            };
            path: {
                id: string;
                seat: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "player": "p_Xk2M0aZp1s7YvBq8"
                 *     }
                 */
                "application/json": components["schemas"]["ResetSeat"];
            };
        };
        responses: {
            /** @description Reset: the spectator view */
            200: {
                headers: {
                    /** @description The game version, quoted: `"12"` */
                    ETag?: string;
                    /** @description `true` when this answers a retry with a used Idempotency-Key */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "game": "tango",
                     *       "version": 17,
                     *       "events": [
                     *         {
                     *           "type": "seat-reset",
                     *           "seat": 2,
                     *           "name": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["LifecycleResult"];
                };
            };
            /** @description `invalid-request`: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `unauthorized`: A valid token is needed */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `forbidden`: This token may not do that */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `not-found`: Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `version-conflict`: The game changed meanwhile; `seat-free`: That seat is free; `already-seated`: That player already holds a seat of this game; `game-over`: The game is over */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `precondition-failed`: The game is not at the expected version */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `payload-too-large`: The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `unsupported-media-type`: The request body must be JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `idempotency-key-reuse`: The Idempotency-Key was used for another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: The service is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    takeoverSeat: {
        parameters: {
            query?: never;
            header?: {
                /** @description Apply only if the game is at this version (the ETag you saw): `"12"`. A mismatch is `412 precondition-failed`, never a retry. */
                "if-match"?: string;
                /** @description A retry with the same key and body returns the first answer and appends nothing */
                "idempotency-key"?: string;
                /** @description `return=minimal` (RFC 7240): answer the version and events without `view` (then `Preference-Applied: return=minimal`). For clients that only need the acknowledgement: the view is the part of the answer that grows with the game. */
                prefer?: string;
            };
            path: {
                id: string;
                seat: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "bot": "expert"
                 *     }
                 */
                "application/json": components["schemas"]["TakeoverSeat"];
            };
        };
        responses: {
            /** @description Taken over: the spectator view, with the bot's moves if it was to act */
            200: {
                headers: {
                    /** @description The game version, quoted: `"12"` */
                    ETag?: string;
                    /** @description `true` when this answers a retry with a used Idempotency-Key */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "game": "tango",
                     *       "version": 18,
                     *       "events": [
                     *         {
                     *           "type": "seat-taken-over",
                     *           "seat": 1,
                     *           "bot": "expert"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["LifecycleResult"];
                };
            };
            /** @description `invalid-request`: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `unauthorized`: A valid token is needed */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `forbidden`: This token may not do that */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `not-found`: Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `version-conflict`: The game changed meanwhile; `seat-free`: That seat is free; `already-bot`: A bot already plays that seat; `game-over`: The game is over */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `precondition-failed`: The game is not at the expected version */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `payload-too-large`: The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `unsupported-media-type`: The request body must be JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `idempotency-key-reuse`: The Idempotency-Key was used for another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: The service is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createRematch: {
        parameters: {
            query?: never;
            header?: {
                /** @description Apply only if the game is at this version (the ETag you saw): `"12"`. A mismatch is `412 precondition-failed`, never a retry. */
                "if-match"?: string;
                /** @description A retry with the same key and body returns the first answer and appends nothing */
                "idempotency-key"?: string;
                /** @description `return=minimal` (RFC 7240): answer the version and events without `view` (then `Preference-Applied: return=minimal`). For clients that only need the acknowledgement: the view is the part of the answer that grows with the game. */
                prefer?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rematch, created before */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Rematch"];
                };
            };
            /** @description The rematch, created now */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Rematch"];
                };
            };
            /** @description `invalid-request`: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `unauthorized`: A valid token is needed */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `forbidden`: This token may not do that */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `not-found`: Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `version-conflict`: The game changed meanwhile; `game-not-finished`: The game is not finished yet */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `precondition-failed`: The game is not at the expected version */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `idempotency-key-reuse`: The Idempotency-Key was used for another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: The service is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getGameRecord: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record (it never changes once the game is finished) */
            200: {
                headers: {
                    /** @description The game version, quoted */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameRecord"];
                };
            };
            /** @description `invalid-request`: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `not-found`: Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `game-not-finished`: The game is not finished yet */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: The service is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    streamGame: {
        parameters: {
            query?: {
                /** @description Resume after this version, as `Last-Event-ID` does (for clients that cannot set headers); Last-Event-ID wins when both are given */
                after?: number | null;
            };
            header?: {
                /** @description Resume after this version: the `id:` of the last event you received */
                "last-event-id"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stream: `view`, `entry` and `finished` events (their data: `StreamView`, `StreamEntry`, `StreamFinished`); `error` (a problem) if the stream fails before the end */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["StreamEvent"];
                };
            };
            /** @description `invalid-request`: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `unauthorized`: A valid token is needed */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `not-found`: Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `too-many-streams`: Too many streams and waits open at once; `rate-limited`: Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: The service is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    streamMe: {
        parameters: {
            query?: {
                /** @description Resume after this position, as `Last-Event-ID` does (for clients that cannot set headers); Last-Event-ID wins when both are given */
                after?: string;
            };
            header?: {
                /** @description Resume after this position: the `id:` of the last event you received */
                "last-event-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stream: `ready`, then `turn-started`, `turn-reminder`, `game-started`, `game-finished`, `rematch-offered` events; `error` (a problem) if the stream fails */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["MeStreamEvent"];
                };
            };
            /** @description `invalid-request`: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `unauthorized`: A valid token is needed */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `not-found`: Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `too-many-streams`: Too many streams and waits open at once; `rate-limited`: Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: The service is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscriptions (secrets are never shown again) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookList"];
                };
            };
            /** @description `invalid-request`: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `unauthorized`: A valid token is needed */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `forbidden`: This token may not do that */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `not-found`: Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: The service is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://bot.example.com/tricktable",
                 *       "events": [
                 *         "turn.started"
                 *       ],
                 *       "seat": 0
                 *     }
                 */
                "application/json": components["schemas"]["WebhookInput"];
            };
        };
        responses: {
            /** @description The subscription and its signing secret (shown once) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedWebhook"];
                };
            };
            /** @description `invalid-request`: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `unauthorized`: A valid token is needed */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `forbidden`: This token may not do that */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `not-found`: Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `payload-too-large`: The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `unsupported-media-type`: The request body must be JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: The service is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid-request`: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `unauthorized`: A valid token is needed */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `forbidden`: This token may not do that */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `not-found`: Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: The service is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listDeliveries: {
        parameters: {
            query?: {
                limit?: number;
                /** @description Only deliveries in these states, comma-separated (pending, delivered, failed, cancelled) */
                status?: string;
                /** @description `next` of the previous page */
                cursor?: string;
            };
            header?: never;
            path: {
                id: string;
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the delivery log */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryLog"];
                };
            };
            /** @description `invalid-request`: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `unauthorized`: A valid token is needed */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `forbidden`: This token may not do that */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `not-found`: Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: The service is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    redeliverDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                webhookId: string;
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "pending";
                    };
                };
            };
            /** @description `invalid-request`: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `unauthorized`: A valid token is needed */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `forbidden`: This token may not do that */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `not-found`: Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: The service is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listPlayerWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your subscriptions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerWebhookList"];
                };
            };
            /** @description `invalid-request`: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `unauthorized`: A valid token is needed */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `not-found`: Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: The service is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createPlayerWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://mail.example.com/tricktable",
                 *       "events": [
                 *         "turn.started",
                 *         "game.finished"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["PlayerWebhookInput"];
            };
        };
        responses: {
            /** @description The subscription and its signing secret (shown once) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedPlayerWebhook"];
                };
            };
            /** @description `invalid-request`: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `unauthorized`: A valid token is needed */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `not-found`: Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `payload-too-large`: The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `unsupported-media-type`: The request body must be JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: The service is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deletePlayerWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid-request`: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `unauthorized`: A valid token is needed */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `not-found`: Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: The service is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listPlayerDeliveries: {
        parameters: {
            query?: {
                limit?: number;
                /** @description Only deliveries in these states, comma-separated (pending, delivered, failed, cancelled) */
                status?: string;
                /** @description `next` of the previous page */
                cursor?: string;
            };
            header?: never;
            path: {
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the delivery log */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryLog"];
                };
            };
            /** @description `invalid-request`: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `unauthorized`: A valid token is needed */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `not-found`: Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: The service is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    redeliverPlayerDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhookId: string;
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "pending";
                    };
                };
            };
            /** @description `invalid-request`: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `unauthorized`: A valid token is needed */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `not-found`: Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: The service is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listLeave: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your leave and allowance */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeaveList"];
                };
            };
            /** @description `invalid-request`: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `unauthorized`: A valid token is needed */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `not-found`: Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: The service is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    declareLeave: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "from": "2026-12-24T00:00:00Z",
                 *       "until": "2026-12-28T00:00:00Z"
                 *     }
                 */
                "application/json": components["schemas"]["LeaveInput"];
            };
        };
        responses: {
            /** @description The leave, the games it pauses and those excluded, and the allowance left */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeaveAnswer"];
                };
            };
            /** @description `invalid-request`: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `unauthorized`: A valid token is needed */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `not-found`: Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `leave-overlaps`: That leave overlaps leave already declared */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `payload-too-large`: The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `unsupported-media-type`: The request body must be JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `leave-in-the-past`: Leave cannot begin in the past; `leave-notice-too-short`: Leave must be declared with more notice; `leave-allowance-exceeded`: That leave is more than the year's allowance left */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: The service is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    cancelLeave: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                leaveId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The leave as cancelled, and the allowance left */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeaveAnswer"];
                };
            };
            /** @description `invalid-request`: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `unauthorized`: A valid token is needed */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `not-found`: Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `leave-over`: That leave is over (or was cancelled) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: The service is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getReminders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your thresholds */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reminders"];
                };
            };
            /** @description `invalid-request`: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `unauthorized`: A valid token is needed */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `not-found`: Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: The service is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    setReminders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "thresholds": [
                 *         86400,
                 *         3600
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["RemindersInput"];
            };
        };
        responses: {
            /** @description Your thresholds from now on */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reminders"];
                };
            };
            /** @description `invalid-request`: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `unauthorized`: A valid token is needed */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `not-found`: Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `payload-too-large`: The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `unsupported-media-type`: The request body must be JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: The service is unavailable for a moment */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    notifyGameStarted: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id: the same on every retry; deduplicate on it */
                "webhook-id": string;
                /** @description Unix seconds of this attempt */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of id.timestamp.body>` keyed with the secret (Standard Webhooks) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["WebhookGameStarted"];
            };
        };
        responses: {
            /** @description Acknowledged (any 2xx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: disable this subscription */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    notifyTurnStarted: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id: the same on every retry; deduplicate on it */
                "webhook-id": string;
                /** @description Unix seconds of this attempt */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of id.timestamp.body>` keyed with the secret (Standard Webhooks) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["WebhookTurnStarted"];
            };
        };
        responses: {
            /** @description Acknowledged (any 2xx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: disable this subscription */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    notifyActionApplied: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id: the same on every retry; deduplicate on it */
                "webhook-id": string;
                /** @description Unix seconds of this attempt */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of id.timestamp.body>` keyed with the secret (Standard Webhooks) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["WebhookActionApplied"];
            };
        };
        responses: {
            /** @description Acknowledged (any 2xx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: disable this subscription */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    notifyTrickCompleted: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id: the same on every retry; deduplicate on it */
                "webhook-id": string;
                /** @description Unix seconds of this attempt */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of id.timestamp.body>` keyed with the secret (Standard Webhooks) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["WebhookTrickCompleted"];
            };
        };
        responses: {
            /** @description Acknowledged (any 2xx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: disable this subscription */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    notifyRoundCompleted: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id: the same on every retry; deduplicate on it */
                "webhook-id": string;
                /** @description Unix seconds of this attempt */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of id.timestamp.body>` keyed with the secret (Standard Webhooks) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["WebhookRoundCompleted"];
            };
        };
        responses: {
            /** @description Acknowledged (any 2xx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: disable this subscription */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    notifyGameFinished: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id: the same on every retry; deduplicate on it */
                "webhook-id": string;
                /** @description Unix seconds of this attempt */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of id.timestamp.body>` keyed with the secret (Standard Webhooks) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["WebhookGameFinished"];
            };
        };
        responses: {
            /** @description Acknowledged (any 2xx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: disable this subscription */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    notifyTurnTimedOut: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id: the same on every retry; deduplicate on it */
                "webhook-id": string;
                /** @description Unix seconds of this attempt */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of id.timestamp.body>` keyed with the secret (Standard Webhooks) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["WebhookTurnTimedOut"];
            };
        };
        responses: {
            /** @description Acknowledged (any 2xx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: disable this subscription */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    notifySeatTakenOver: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id: the same on every retry; deduplicate on it */
                "webhook-id": string;
                /** @description Unix seconds of this attempt */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of id.timestamp.body>` keyed with the secret (Standard Webhooks) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["WebhookSeatTakenOver"];
            };
        };
        responses: {
            /** @description Acknowledged (any 2xx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: disable this subscription */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    notifySubscriptionDisabled: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id: the same on every retry; deduplicate on it */
                "webhook-id": string;
                /** @description Unix seconds of this attempt */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of id.timestamp.body>` keyed with the secret (Standard Webhooks) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["WebhookSubscriptionDisabled"];
            };
        };
        responses: {
            /** @description Acknowledged (any 2xx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: disable this subscription */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    notifyPlayerTurnStarted: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id: the same on every retry; deduplicate on it */
                "webhook-id": string;
                /** @description Unix seconds of this attempt */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of id.timestamp.body>` keyed with the secret (Standard Webhooks) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["PlayerWebhookTurnStarted"];
            };
        };
        responses: {
            /** @description Acknowledged (any 2xx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: disable this subscription */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    notifyPlayerTurnReminder: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id: the same on every retry; deduplicate on it */
                "webhook-id": string;
                /** @description Unix seconds of this attempt */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of id.timestamp.body>` keyed with the secret (Standard Webhooks) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["PlayerWebhookTurnReminder"];
            };
        };
        responses: {
            /** @description Acknowledged (any 2xx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: disable this subscription */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    notifyPlayerGameStarted: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id: the same on every retry; deduplicate on it */
                "webhook-id": string;
                /** @description Unix seconds of this attempt */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of id.timestamp.body>` keyed with the secret (Standard Webhooks) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["PlayerWebhookGameStarted"];
            };
        };
        responses: {
            /** @description Acknowledged (any 2xx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: disable this subscription */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    notifyPlayerGameFinished: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id: the same on every retry; deduplicate on it */
                "webhook-id": string;
                /** @description Unix seconds of this attempt */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of id.timestamp.body>` keyed with the secret (Standard Webhooks) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["PlayerWebhookGameFinished"];
            };
        };
        responses: {
            /** @description Acknowledged (any 2xx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: disable this subscription */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    notifyPlayerRematchOffered: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id: the same on every retry; deduplicate on it */
                "webhook-id": string;
                /** @description Unix seconds of this attempt */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of id.timestamp.body>` keyed with the secret (Standard Webhooks) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["PlayerWebhookRematchOffered"];
            };
        };
        responses: {
            /** @description Acknowledged (any 2xx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: disable this subscription */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    notifyPlayerSubscriptionDisabled: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery id: the same on every retry; deduplicate on it */
                "webhook-id": string;
                /** @description Unix seconds of this attempt */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of id.timestamp.body>` keyed with the secret (Standard Webhooks) */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["PlayerWebhookSubscriptionDisabled"];
            };
        };
        responses: {
            /** @description Acknowledged (any 2xx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: disable this subscription */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
