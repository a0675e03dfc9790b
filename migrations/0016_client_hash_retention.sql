ALTER TABLE `report_items` ADD `author_hash_at` integer;--> statement-breakpoint
CREATE INDEX `report_items_client_hash` ON `report_items` (`author_hash_at`) WHERE "report_items"."author_client_hash" IS NOT NULL;--> statement-breakpoint
-- Decision 043, update: report_items kept its copy of an anonymous author's client hash with no
-- date. A copy whose original still carries the same hash takes the original's date (and is
-- forgotten with it); any other (the original gone, in the trash or already forgotten) takes 0
-- and is forgotten at the next hourly run. Hand-written, after the generated statements.
UPDATE `report_items` SET `author_hash_at` = coalesce(
  CASE `report_items`.`kind`
    WHEN 'annotation' THEN (SELECT `created_at` FROM `annotations` WHERE `id` = `report_items`.`item_id` AND `client_hash` = `report_items`.`author_client_hash`)
    WHEN 'comment' THEN (SELECT `created_at` FROM `comments` WHERE `id` = `report_items`.`item_id` AND `client_hash` = `report_items`.`author_client_hash`)
    WHEN 'translation' THEN (SELECT `created_at` FROM `translations` WHERE `id` = `report_items`.`item_id` AND `client_hash` = `report_items`.`author_client_hash`)
    WHEN 'element' THEN (SELECT `created_at` FROM `song_elements` WHERE `id` = `report_items`.`item_id` AND `client_hash` = `report_items`.`author_client_hash`)
    WHEN 'song' THEN (SELECT `created_at` FROM `songs` WHERE `id` = `report_items`.`item_id` AND `client_hash` = `report_items`.`author_client_hash`)
    ELSE (SELECT max(`created_at`) FROM `song_revisions` WHERE `song_id` = `report_items`.`item_id` AND `client_hash` = `report_items`.`author_client_hash`)
  END, 0)
WHERE `author_client_hash` IS NOT NULL;
--> statement-breakpoint
-- Lifting a block now clears its client's hash at once (blocks.ts); blocks lifted before keep
-- theirs no longer.
UPDATE `blocks` SET `client_hash` = NULL WHERE `lifted_at` IS NOT NULL AND `client_hash` IS NOT NULL;
