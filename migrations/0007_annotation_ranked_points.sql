ALTER TABLE `annotations` ADD `ranked_points` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Backfill: the accounts' votes each interpretation has; users' points become their sum (decision 040).
UPDATE `annotations` SET `ranked_points` = (SELECT count(*) FROM `annotation_votes` v WHERE v.`annotation_id` = `annotations`.`id` AND v.`user_id` IS NOT NULL);
--> statement-breakpoint
UPDATE `users` SET `points` = coalesce((SELECT sum(`ranked_points`) FROM `annotations` a WHERE a.`user_id` = `users`.`id`), 0);
