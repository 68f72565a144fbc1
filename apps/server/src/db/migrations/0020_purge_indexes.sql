-- Sign-in records purge (modules/auth/auth-purge.ts): one index per purge predicate, so that
-- each bounded batch finds its rows without scanning the table. IF NOT EXISTS: a development
-- database may have run an earlier copy of this file under another journal time.
CREATE INDEX IF NOT EXISTS "login_attempts_created_idx" ON "login_attempts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sessions_ended_idx" ON "sessions" USING btree (least("revoked_at", "expires_at"));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "refresh_tokens_expires_idx" ON "refresh_tokens" USING btree ("expires_at");--> statement-breakpoint
-- Device cookies (modules/auth/device-cookie.ts): failures of a known device count against the
-- device, not against the account.
ALTER TABLE "login_attempts" ADD COLUMN IF NOT EXISTS "device" text;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "login_attempts_device_idx" ON "login_attempts" USING btree ("kind","device","created_at") WHERE "login_attempts"."device" is not null;
