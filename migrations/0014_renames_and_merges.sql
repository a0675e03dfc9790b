CREATE TABLE `merge_moves` (
	`merge_id` integer NOT NULL,
	`tbl` text NOT NULL,
	`item_id` integer NOT NULL,
	`data` text NOT NULL,
	FOREIGN KEY (`merge_id`) REFERENCES `merges`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `merge_moves_merge` ON `merge_moves` (`merge_id`,`tbl`);--> statement-breakpoint
CREATE INDEX `merge_moves_item` ON `merge_moves` (`tbl`,`item_id`);--> statement-breakpoint
CREATE TABLE `merges` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`source_id` integer NOT NULL,
	`target_id` integer NOT NULL,
	`label` text NOT NULL,
	`trash_id` integer NOT NULL,
	`status` text NOT NULL,
	`actor_id` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`undone_at` integer,
	`undone_by` integer,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`undone_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `merges_trash` ON `merges` (`trash_id`);--> statement-breakpoint
CREATE TABLE `url_aliases` (
	`urlname` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`item_id` integer NOT NULL,
	`line_map` text,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `url_aliases_item` ON `url_aliases` (`kind`,`item_id`);