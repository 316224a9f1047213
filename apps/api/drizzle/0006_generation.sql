CREATE TABLE "cv_generations" (
	"cv_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"source_option" text,
	"source_cv_id" uuid,
	"job_title" text DEFAULT '' NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"job_description" text DEFAULT '' NOT NULL,
	"request" jsonb NOT NULL,
	"match_score" integer,
	"generated_at" timestamp with time zone,
	"cover_letter_filename" text,
	"usage_period_start" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cv_generations" ADD CONSTRAINT "cv_generations_cv_id_cvs_id_fk" FOREIGN KEY ("cv_id") REFERENCES "public"."cvs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_generations" ADD CONSTRAINT "cv_generations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cv_generations_user_idx" ON "cv_generations" USING btree ("user_id");