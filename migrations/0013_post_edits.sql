CREATE TABLE `post_revisions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`item_id` integer NOT NULL,
	`song_id` integer NOT NULL,
	`text` text NOT NULL,
	`user_id` integer,
	`written_at` integer NOT NULL,
	`replaced_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`song_id`) REFERENCES `songs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `post_revisions_item` ON `post_revisions` (`kind`,`item_id`,`id`);--> statement-breakpoint
CREATE INDEX `post_revisions_song` ON `post_revisions` (`song_id`);--> statement-breakpoint
CREATE INDEX `post_revisions_user` ON `post_revisions` (`user_id`);--> statement-breakpoint
ALTER TABLE `annotations` ADD `edited_at` integer;--> statement-breakpoint
ALTER TABLE `comments` ADD `edited_at` integer;--> statement-breakpoint
ALTER TABLE `translations` ADD `edited_at` integer;