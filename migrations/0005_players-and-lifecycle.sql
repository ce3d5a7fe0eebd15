CREATE TABLE "lobby" (
	"game_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"options" jsonb NOT NULL,
	"seats" jsonb NOT NULL,
	"seats_taken" integer NOT NULL,
	"seat_count" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_games" (
	"player_id" text NOT NULL,
	"game_id" text NOT NULL,
	"seat" integer NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"turn_rank" smallint NOT NULL,
	"deadline" timestamp with time zone,
	"deadline_key" timestamp with time zone NOT NULL,
	"version" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"joined" boolean NOT NULL,
	"players" jsonb NOT NULL,
	CONSTRAINT "player_games_pkey" PRIMARY KEY("player_id","game_id","seat")
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"key_created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "rematch_of" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "reservations" jsonb;--> statement-breakpoint
ALTER TABLE "lobby" ADD CONSTRAINT "lobby_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_games" ADD CONSTRAINT "player_games_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_games" ADD CONSTRAINT "player_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lobby_open" ON "lobby" USING btree ("created_at","game_id");--> statement-breakpoint
CREATE INDEX "lobby_type" ON "lobby" USING btree ("type","created_at","game_id");--> statement-breakpoint
CREATE INDEX "player_games_urgency" ON "player_games" USING btree ("player_id","turn_rank","deadline_key","updated_at","game_id","seat");--> statement-breakpoint
CREATE INDEX "player_games_status" ON "player_games" USING btree ("player_id","status","turn_rank","deadline_key","updated_at","game_id","seat");--> statement-breakpoint
CREATE INDEX "player_games_type" ON "player_games" USING btree ("player_id","type","turn_rank","deadline_key","updated_at","game_id","seat");--> statement-breakpoint
CREATE INDEX "player_games_game" ON "player_games" USING btree ("game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "players_key_hash" ON "players" USING btree ("key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "games_rematch_of" ON "games" USING btree ("rematch_of");