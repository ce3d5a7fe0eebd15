CREATE TABLE "player_leave" (
	"id" text PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL,
	"from" timestamp with time zone NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"games" jsonb NOT NULL,
	"excluded" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "player_leave" ADD CONSTRAINT "player_leave_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_leave_player" ON "player_leave" USING btree ("player_id","from");