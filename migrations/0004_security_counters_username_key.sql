CREATE TABLE `spent_captchas` (
	`signature` text PRIMARY KEY NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `spent_captchas_expires` ON `spent_captchas` (`expires_at`);--> statement-breakpoint
CREATE TABLE `throttle_counters` (
	`key` text PRIMARY KEY NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `throttle_counters_expires` ON `throttle_counters` (`expires_at`);--> statement-breakpoint
ALTER TABLE `users` ADD `username_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_key` ON `users` (`username_key`);