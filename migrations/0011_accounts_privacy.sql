CREATE TABLE `account_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`purpose` text NOT NULL,
	`email` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`claim` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `account_tokens_user` ON `account_tokens` (`user_id`,`purpose`);--> statement-breakpoint
CREATE INDEX `account_tokens_expires` ON `account_tokens` (`expires_at`);--> statement-breakpoint
CREATE TABLE `outbox_mails` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`recipient` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`html` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `outbox_mails_created` ON `outbox_mails` (`created_at`);--> statement-breakpoint
ALTER TABLE `users` ADD `email_confirmed_at` integer;--> statement-breakpoint
CREATE INDEX `reports_user` ON `reports` (`user_id`);--> statement-breakpoint
-- Decision 044: accounts made before e-mail confirmation existed are treated as confirmed (the
-- address they registered with is the one they have used since), so a forgotten password can
-- be reset at once. Hand-written, after the generated statements.
UPDATE `users` SET `email_confirmed_at` = `created_at` WHERE `email_confirmed_at` IS NULL;
