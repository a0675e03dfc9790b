-- Decision 043, update: a restore now drops its entry's copied rows in its own batch (the entry
-- stays for the record). Entries restored before kept theirs — e-mails, password hashes,
-- texts — with nothing left to purge them: they go here, once.
DELETE FROM `trash_rows` WHERE `trash_id` IN (SELECT `id` FROM `trash` WHERE `status` = 'restored');
