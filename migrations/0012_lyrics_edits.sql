ALTER TABLE `annotations` ADD `detached_text` text;--> statement-breakpoint
ALTER TABLE `song_revisions` ADD `reason` text;--> statement-breakpoint
CREATE INDEX `song_revisions_user` ON `song_revisions` (`user_id`,`id`);--> statement-breakpoint
ALTER TABLE `songs` ADD `lyrics_rev` text;