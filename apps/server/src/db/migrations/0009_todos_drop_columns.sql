ALTER TABLE "todos" DROP COLUMN "description";--> statement-breakpoint
ALTER TABLE "todos" DROP COLUMN "is_done";