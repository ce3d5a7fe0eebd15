CREATE TABLE "snapshots" (
	"game_id" text NOT NULL,
	"format" integer NOT NULL,
	"ruleset_version" integer NOT NULL,
	"seq" integer NOT NULL,
	"data" text NOT NULL,
	"digest" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "snapshots_pkey" PRIMARY KEY("game_id","format")
);
--> statement-breakpoint
ALTER TABLE "snapshots" ADD CONSTRAINT "snapshots_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;