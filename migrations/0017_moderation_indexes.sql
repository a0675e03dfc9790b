CREATE INDEX `audit_actor_name` ON `audit_log` ("actor_name" COLLATE NOCASE,`created_at`);--> statement-breakpoint
CREATE INDEX `trash_rows_row_id` ON `trash_rows` (`tbl`,"row" ->> '$.id');