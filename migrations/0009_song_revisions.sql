CREATE TABLE `song_revisions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`song_id` integer NOT NULL,
	`kind` text NOT NULL,
	`payload` text NOT NULL,
	`status` text NOT NULL,
	`user_id` integer,
	`client_hash` text,
	`base_id` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`decided_by` integer,
	`decided_at` integer,
	`decision_note` text,
	FOREIGN KEY (`song_id`) REFERENCES `songs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `song_revisions_song` ON `song_revisions` (`song_id`,`kind`,`id`);--> statement-breakpoint
CREATE INDEX `song_revisions_pending` ON `song_revisions` (`created_at`,`id`) WHERE "song_revisions"."status" = 'pending';--> statement-breakpoint
-- What pages show now is the first live revision of every song's video and timings (decision 042).
INSERT INTO `song_revisions` (`song_id`, `kind`, `payload`, `status`, `user_id`, `created_at`)
SELECT `id`, 'video', json_object('id', `youtube_id`, 'title', `youtube_title`, 'thumbDefault', `youtube_thumb_default`, 'thumbMedium', `youtube_thumb_medium`), 'live', NULL, `created_at`
FROM `songs` WHERE `youtube_id` IS NOT NULL;
--> statement-breakpoint
INSERT INTO `song_revisions` (`song_id`, `kind`, `payload`, `status`, `user_id`, `created_at`)
SELECT `song_id`, 'sync', json_object('videoId', `video_id`, 'timings', json(`timings`)), 'live', `user_id`, `updated_at`
FROM `song_syncs`;
