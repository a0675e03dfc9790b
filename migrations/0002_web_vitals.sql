CREATE TABLE `web_vitals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`value` real NOT NULL,
	`rating` text NOT NULL,
	`metric_id` text NOT NULL,
	`navigation_type` text,
	`path` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `web_vitals_name_created` ON `web_vitals` (`name`,`created_at`);--> statement-breakpoint
CREATE INDEX `users_ranking` ON `users` ("points" desc,`id`);