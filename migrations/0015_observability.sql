CREATE TABLE `cron_runs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`cron` text NOT NULL,
	`job` text NOT NULL,
	`started_at` integer NOT NULL,
	`duration_ms` integer NOT NULL,
	`ok` integer NOT NULL,
	`error` text,
	`rows_read` integer DEFAULT 0 NOT NULL,
	`rows_written` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `cron_runs_started` ON `cron_runs` (`started_at`);--> statement-breakpoint
CREATE TABLE `request_errors` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`request_id` text NOT NULL,
	`at` integer NOT NULL,
	`route` text NOT NULL,
	`status` integer NOT NULL,
	`message` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `request_errors_at` ON `request_errors` (`at`);--> statement-breakpoint
CREATE INDEX `request_errors_request` ON `request_errors` (`request_id`);--> statement-breakpoint
CREATE TABLE `request_metrics` (
	`minute` integer NOT NULL,
	`kind` text NOT NULL,
	`route` text NOT NULL,
	`requests` integer DEFAULT 0 NOT NULL,
	`errors` integer DEFAULT 0 NOT NULL,
	`refusals` integer DEFAULT 0 NOT NULL,
	`duration_ms` integer DEFAULT 0 NOT NULL,
	`max_duration_ms` integer DEFAULT 0 NOT NULL,
	`up_to_50` integer DEFAULT 0 NOT NULL,
	`up_to_100` integer DEFAULT 0 NOT NULL,
	`up_to_250` integer DEFAULT 0 NOT NULL,
	`up_to_500` integer DEFAULT 0 NOT NULL,
	`up_to_1000` integer DEFAULT 0 NOT NULL,
	`up_to_2500` integer DEFAULT 0 NOT NULL,
	`over_2500` integer DEFAULT 0 NOT NULL,
	`queries` integer DEFAULT 0 NOT NULL,
	`rows_read` integer DEFAULT 0 NOT NULL,
	`rows_written` integer DEFAULT 0 NOT NULL,
	`cache_hits` integer DEFAULT 0 NOT NULL,
	`cache_misses` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`minute`, `kind`, `route`)
);
