ALTER TABLE `users` ADD `username_key_version` integer DEFAULT 2 NOT NULL;--> statement-breakpoint
CREATE INDEX `users_key_collisions` ON `users` (`id`) WHERE instr("users"."username_key", '#') > 0;--> statement-breakpoint
-- Every existing key was made by version 1: the backfill re-keys them (decision 041).
UPDATE `users` SET `username_key_version` = 1;
