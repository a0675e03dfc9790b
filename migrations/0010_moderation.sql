CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`actor_id` integer,
	`actor_name` text NOT NULL,
	`action` text NOT NULL,
	`kind` text NOT NULL,
	`item_id` integer,
	`label` text NOT NULL,
	`reason` text,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `audit_created` ON `audit_log` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `audit_actor` ON `audit_log` (`actor_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `audit_action` ON `audit_log` (`action`,`created_at`);--> statement-breakpoint
CREATE INDEX `audit_kind` ON `audit_log` (`kind`,`created_at`);--> statement-breakpoint
CREATE TABLE `blocks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`client_hash` text,
	`label` text NOT NULL,
	`until` integer NOT NULL,
	`reason` text,
	`created_by` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`lifted_at` integer,
	`lifted_by` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`lifted_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `blocks_user` ON `blocks` (`user_id`,`until`);--> statement-breakpoint
CREATE INDEX `blocks_client` ON `blocks` (`client_hash`,`until`);--> statement-breakpoint
CREATE INDEX `blocks_active` ON `blocks` (`lifted_at`,`until`);--> statement-breakpoint
CREATE TABLE `report_items` (
	`kind` text NOT NULL,
	`item_id` integer NOT NULL,
	`song_id` integer,
	`label` text NOT NULL,
	`author_id` integer,
	`author_client_hash` text,
	`open_count` integer DEFAULT 0 NOT NULL,
	`first_at` integer DEFAULT (unixepoch()) NOT NULL,
	`last_at` integer DEFAULT (unixepoch()) NOT NULL,
	`state` text DEFAULT 'open' NOT NULL,
	PRIMARY KEY(`kind`, `item_id`)
);
--> statement-breakpoint
CREATE INDEX `report_items_queue` ON `report_items` ("open_count" DESC,`first_at`) WHERE "report_items"."state" <> 'closed';--> statement-breakpoint
CREATE TABLE `reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`item_id` integer NOT NULL,
	`reporter_key` text NOT NULL,
	`user_id` integer,
	`client_hash` text,
	`reason` text NOT NULL,
	`note` text,
	`status` text DEFAULT 'open' NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reports_one_per_reporter` ON `reports` (`kind`,`item_id`,`reporter_key`);--> statement-breakpoint
CREATE INDEX `reports_item` ON `reports` (`kind`,`item_id`,`status`);--> statement-breakpoint
CREATE INDEX `reports_client_hash` ON `reports` (`created_at`) WHERE "reports"."client_hash" IS NOT NULL;--> statement-breakpoint
CREATE TABLE `trash` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`item_id` integer NOT NULL,
	`label` text NOT NULL,
	`song_id` integer,
	`author_id` integer,
	`cause` text NOT NULL,
	`status` text NOT NULL,
	`note` text,
	`deleted_by` integer,
	`deleted_at` integer DEFAULT (unixepoch()) NOT NULL,
	`restored_by` integer,
	`restored_at` integer,
	`restore_token` text
);
--> statement-breakpoint
CREATE INDEX `trash_status_deleted` ON `trash` (`status`,`deleted_at`,`id`);--> statement-breakpoint
CREATE INDEX `trash_item` ON `trash` (`kind`,`item_id`,`status`);--> statement-breakpoint
CREATE INDEX `trash_song_held` ON `trash` (`song_id`,`status`);--> statement-breakpoint
CREATE TABLE `trash_rows` (
	`trash_id` integer NOT NULL,
	`tbl` text NOT NULL,
	`row` text NOT NULL,
	FOREIGN KEY (`trash_id`) REFERENCES `trash`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `trash_rows_trash` ON `trash_rows` (`trash_id`,`tbl`);--> statement-breakpoint
ALTER TABLE `annotations` ADD `client_hash` text;--> statement-breakpoint
CREATE INDEX `annotations_client_hash` ON `annotations` (`created_at`) WHERE "annotations"."client_hash" IS NOT NULL;--> statement-breakpoint
ALTER TABLE `comments` ADD `client_hash` text;--> statement-breakpoint
CREATE INDEX `comments_client_hash` ON `comments` (`created_at`) WHERE "comments"."client_hash" IS NOT NULL;--> statement-breakpoint
ALTER TABLE `song_elements` ADD `client_hash` text;--> statement-breakpoint
CREATE INDEX `song_elements_client_hash` ON `song_elements` (`created_at`) WHERE "song_elements"."client_hash" IS NOT NULL;--> statement-breakpoint
ALTER TABLE `songs` ADD `client_hash` text;--> statement-breakpoint
CREATE INDEX `songs_client_hash` ON `songs` (`created_at`) WHERE "songs"."client_hash" IS NOT NULL;--> statement-breakpoint
ALTER TABLE `translations` ADD `client_hash` text;--> statement-breakpoint
CREATE INDEX `translations_client_hash` ON `translations` (`created_at`) WHERE "translations"."client_hash" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `song_revisions_client_hash` ON `song_revisions` (`created_at`) WHERE "song_revisions"."client_hash" IS NOT NULL;