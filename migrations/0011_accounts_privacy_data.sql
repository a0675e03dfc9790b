-- Decision 044: accounts made before e-mail confirmation existed are treated as confirmed (the
-- address they registered with is the one they have used since), so a forgotten password
-- can be reset at once. Hand-written; kept apart from the generated 0010 so that migration
-- can be regenerated when branches merge.
UPDATE `users` SET `email_confirmed_at` = `created_at` WHERE `email_confirmed_at` IS NULL;
