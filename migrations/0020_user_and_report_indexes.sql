CREATE INDEX `articles_author` ON `articles` (`author_id`);--> statement-breakpoint
CREATE INDEX `blocks_created_by` ON `blocks` (`created_by`);--> statement-breakpoint
CREATE INDEX `blocks_lifted_by` ON `blocks` (`lifted_by`);--> statement-breakpoint
CREATE INDEX `comments_user` ON `comments` (`user_id`);--> statement-breakpoint
CREATE INDEX `merges_actor` ON `merges` (`actor_id`);--> statement-breakpoint
CREATE INDEX `merges_undone_by` ON `merges` (`undone_by`);--> statement-breakpoint
CREATE INDEX `report_items_song` ON `report_items` (`song_id`);--> statement-breakpoint
CREATE INDEX `song_elements_user` ON `song_elements` (`user_id`);--> statement-breakpoint
CREATE INDEX `song_revisions_decided_by` ON `song_revisions` (`decided_by`);--> statement-breakpoint
CREATE INDEX `song_syncs_user` ON `song_syncs` (`user_id`);--> statement-breakpoint
CREATE INDEX `songs_added_by` ON `songs` (`added_by`);--> statement-breakpoint
CREATE INDEX `translations_user` ON `translations` (`user_id`);--> statement-breakpoint
CREATE INDEX `uploads_user` ON `uploads` (`user_id`);