DROP INDEX `song_elements_song_type`;--> statement-breakpoint
-- Rows added before the index (same song, tab and video) keep the oldest, so it can be built.
DELETE FROM `song_elements` WHERE `id` NOT IN (SELECT min(`id`) FROM `song_elements` GROUP BY `song_id`, `type`, `video_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `song_elements_song_type_video` ON `song_elements` (`song_id`,`type`,`video_id`);
