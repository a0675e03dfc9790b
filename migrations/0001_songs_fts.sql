-- Full-text index over artist, title and lyrics (hand-written: drizzle-kit has no FTS5).
-- unicode61 with remove_diacritics 2 folds ą ę ó ś ż ź ć ń, but not ł, so ł/Ł are replaced
-- by l/L here and by the search service at query time. Contentless with delete support:
-- the text lives in songs/artists, the index only answers rowids and ranks.
CREATE VIRTUAL TABLE `songs_fts` USING fts5(
  artist, title, lyrics,
  content = '', contentless_delete = 1,
  tokenize = 'unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE TRIGGER `songs_fts_insert` AFTER INSERT ON `songs` BEGIN
  INSERT INTO songs_fts (rowid, artist, title, lyrics) VALUES (
    new.id,
    (SELECT replace(replace(name, 'ł', 'l'), 'Ł', 'L') FROM artists WHERE id = new.artist_id),
    replace(replace(new.name, 'ł', 'l'), 'Ł', 'L'),
    replace(replace(new.lyrics, 'ł', 'l'), 'Ł', 'L')
  );
END;
--> statement-breakpoint
CREATE TRIGGER `songs_fts_update` AFTER UPDATE OF name, lyrics, artist_id ON `songs` BEGIN
  DELETE FROM songs_fts WHERE rowid = old.id;
  INSERT INTO songs_fts (rowid, artist, title, lyrics) VALUES (
    new.id,
    (SELECT replace(replace(name, 'ł', 'l'), 'Ł', 'L') FROM artists WHERE id = new.artist_id),
    replace(replace(new.name, 'ł', 'l'), 'Ł', 'L'),
    replace(replace(new.lyrics, 'ł', 'l'), 'Ł', 'L')
  );
END;
--> statement-breakpoint
CREATE TRIGGER `songs_fts_delete` AFTER DELETE ON `songs` BEGIN
  DELETE FROM songs_fts WHERE rowid = old.id;
END;
--> statement-breakpoint
CREATE TRIGGER `songs_fts_artist_rename` AFTER UPDATE OF name ON `artists` BEGIN
  DELETE FROM songs_fts WHERE rowid IN (SELECT id FROM songs WHERE artist_id = new.id);
  INSERT INTO songs_fts (rowid, artist, title, lyrics)
    SELECT id,
      replace(replace(new.name, 'ł', 'l'), 'Ł', 'L'),
      replace(replace(name, 'ł', 'l'), 'Ł', 'L'),
      replace(replace(lyrics, 'ł', 'l'), 'Ł', 'L')
    FROM songs WHERE artist_id = new.id;
END;
