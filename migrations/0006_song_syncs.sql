CREATE TABLE `song_syncs` (
	`song_id` integer NOT NULL,
	`video_id` text NOT NULL,
	`timings` text NOT NULL,
	`user_id` integer,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	PRIMARY KEY(`song_id`, `video_id`),
	FOREIGN KEY (`song_id`) REFERENCES `songs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
