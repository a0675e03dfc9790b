-- Run on the e2e server's fresh state after the demo seed (scripts/serve-build.mjs --sql).
-- The demo songs have no video; the player's spec (video-player.spec.ts) needs one. The id is
-- made up: the tests serve a fake of the video site (fake-video-site.ts), never the real one.
UPDATE songs SET youtube_id = 'fakeVideo01', youtube_title = 'Panie Janie (nagranie testowe)' WHERE urlname = 'ludowa-panie-janie';

-- Songs for proposing a video (video-proposal.spec.ts), of their own artist so no other spec
-- sees them (old dates keep them out of the newest lists, "Z" at the end of the alphabetical
-- ones): two without a video (one proposed with JavaScript, one without) and one whose video
-- only a moderator may replace.
INSERT INTO artists (name, urlname, created_at) VALUES ('Zespół Teledyskowy', 'zespol-teledyskowy', 1000000000);
INSERT INTO songs (artist_id, name, urlname, lyrics, youtube_id, youtube_title, created_at)
SELECT id, 'Teledysk do zaproponowania', 'zespol-teledyskowy-teledysk-do-zaproponowania', 'Pierwsza linia bez teledysku' || char(10) || 'Druga linia bez teledysku', NULL, NULL, 1000000000 FROM artists WHERE urlname = 'zespol-teledyskowy';
INSERT INTO songs (artist_id, name, urlname, lyrics, youtube_id, youtube_title, created_at)
SELECT id, 'Teledysk bez skryptów', 'zespol-teledyskowy-teledysk-bez-skryptow', 'Linia strony bez JavaScriptu', NULL, NULL, 1000000000 FROM artists WHERE urlname = 'zespol-teledyskowy';
INSERT INTO songs (artist_id, name, urlname, lyrics, youtube_id, youtube_title, created_at)
SELECT id, 'Teledysk do wymiany', 'zespol-teledyskowy-teledysk-do-wymiany', 'Ta piosenka ma już teledysk', 'e2eSongVid1', 'Pierwszy teledysk testowy', 1000000000 FROM artists WHERE urlname = 'zespol-teledyskowy';

-- A user with a name of the longest allowed length (30), for the logged-in navigation's
-- layout (visual-polish.spec.ts), with the demo users' password (its hash copied from one of them).
INSERT INTO users (username, email, password_hash, role, points)
SELECT 'NajdłuższyNickNadinterpretacji', 'najdluzszy.nick@example.pl', password_hash, 'user', 0 FROM users WHERE username = 'CichaWoda2000';

-- 1001 artists without songs, so the archive has three pages of 500 (reading-shell.spec.ts). Here,
-- not in the test: the archive's total is cached for ten minutes, and the accessibility walk
-- (accessibility.spec.ts) opens /archiwum before that spec runs.
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1001)
INSERT INTO artists (name, urlname) SELECT 'Zespół E2E ' || printf('%04d', i), 'zespol-e2e-' || i FROM n;

-- Songs for the moderators' undo (revisions.spec.ts, decision 042), of the same artist: one
-- without a video for a vandal to fill, one with a video and good timings kept as revisions.
INSERT INTO songs (artist_id, name, urlname, lyrics, youtube_id, youtube_title, created_at)
SELECT id, 'Teledysk do zwandalizowania', 'zespol-teledyskowy-teledysk-do-zwandalizowania', 'Linia przed wandalem' || char(10) || 'Linia po wandalu', NULL, NULL, 1000000000 FROM artists WHERE urlname = 'zespol-teledyskowy';
INSERT INTO songs (artist_id, name, urlname, lyrics, youtube_id, youtube_title, youtube_thumb_default, youtube_thumb_medium, created_at)
SELECT id, 'Czasy do zwandalizowania', 'zespol-teledyskowy-czasy-do-zwandalizowania', 'Pierwsza zsynchronizowana' || char(10) || 'Druga zsynchronizowana' || char(10) || 'Trzecia zsynchronizowana', 'e2eSongVid1', 'Pierwszy teledysk testowy', 'https://i.ytimg.com/vi/e2eSongVid1/default.jpg', 'https://i.ytimg.com/vi/e2eSongVid1/mqdefault.jpg', 1000000000 FROM artists WHERE urlname = 'zespol-teledyskowy';
INSERT INTO song_revisions (song_id, kind, payload, status, created_at)
SELECT id, 'video', json_object('id', youtube_id, 'title', youtube_title, 'thumbDefault', youtube_thumb_default, 'thumbMedium', youtube_thumb_medium), 'live', 1000000000 FROM songs WHERE urlname = 'zespol-teledyskowy-czasy-do-zwandalizowania';
INSERT INTO song_syncs (song_id, video_id, timings, updated_at)
SELECT id, 'e2eSongVid1', '[4,8,12]', 1000000000 FROM songs WHERE urlname = 'zespol-teledyskowy-czasy-do-zwandalizowania';
INSERT INTO song_revisions (song_id, kind, payload, status, created_at)
SELECT id, 'sync', json_object('videoId', 'e2eSongVid1', 'timings', json('[4,8,12]')), 'live', 1000000000 FROM songs WHERE urlname = 'zespol-teledyskowy-czasy-do-zwandalizowania';

-- Moderation (moderation.spec.ts, decision 043): an interpretation by its own author, voted for
-- by every other account, so restoring it must bring the author's points and place back; the
-- author has the demo users' password.
INSERT INTO artists (name, urlname, created_at) VALUES ('Zespół Zgłoszeniowy', 'zespol-zgloszeniowy', 1000000000);
INSERT INTO songs (artist_id, name, urlname, lyrics, created_at)
SELECT id, 'Teoria pod lupą', 'zespol-zgloszeniowy-teoria-pod-lupa', 'Linia z tajnym przepisem' || char(10) || 'Linia bez przepisu', 1000000000 FROM artists WHERE urlname = 'zespol-zgloszeniowy';
INSERT INTO users (username, email, password_hash, role, points, email_confirmed_at)
SELECT 'TeoretykSpiskowy', 'teoretyk.spiskowy@example.pl', password_hash, 'user', 0, 1000000000 FROM users WHERE username = 'CichaWoda2000';
INSERT INTO annotations (song_id, user_id, text, lines, created_at)
SELECT s.id, u.id, 'Ta linia to zaszyfrowany przepis na bigos.', '[0]', 1000000000
FROM songs s, users u WHERE s.urlname = 'zespol-zgloszeniowy-teoria-pod-lupa' AND u.username = 'TeoretykSpiskowy';
INSERT INTO annotation_votes (annotation_id, voter_key, user_id, created_at)
SELECT a.id, 'u:' || u.id, u.id, 1000000000 FROM annotations a, users u
WHERE a.text = 'Ta linia to zaszyfrowany przepis na bigos.' AND u.username <> 'TeoretykSpiskowy';
UPDATE annotations SET points = (SELECT count(*) FROM annotation_votes v WHERE v.annotation_id = annotations.id),
  ranked_points = (SELECT count(*) FROM annotation_votes v WHERE v.annotation_id = annotations.id)
WHERE text = 'Ta linia to zaszyfrowany przepis na bigos.';
UPDATE users SET points = (SELECT ranked_points FROM annotations WHERE text = 'Ta linia to zaszyfrowany przepis na bigos.')
WHERE username = 'TeoretykSpiskowy';
-- Accounts for the account and privacy spec (accounts-privacy.spec.ts, decision 044), each used
-- by one test only, since the tests change their password, address or existence; the demo
-- users' password (hash copied), confirmed addresses. The leaving one has an interpretation on
-- a song of its own, so no other spec sees it change hands.
INSERT INTO users (username, email, password_hash, role, points, email_confirmed_at)
SELECT 'ZapominalskaE2E', 'zapominalska.e2e@example.pl', password_hash, 'user', 0, 1000000000 FROM users WHERE username = 'CichaWoda2000';
INSERT INTO users (username, email, password_hash, role, points, email_confirmed_at)
SELECT 'PrzeprowadzkaE2E', 'przeprowadzka.e2e@example.pl', password_hash, 'user', 0, 1000000000 FROM users WHERE username = 'CichaWoda2000';
INSERT INTO users (username, email, password_hash, role, points, email_confirmed_at)
SELECT 'OdchodzacyE2E', 'odchodzacy.e2e@example.pl', password_hash, 'user', 0, 1000000000 FROM users WHERE username = 'CichaWoda2000';
INSERT INTO songs (artist_id, name, urlname, lyrics, created_at)
SELECT id, 'Piosenka na pożegnanie', 'zespol-teledyskowy-piosenka-na-pozegnanie', 'Żegnaj, konto, było miło' || char(10) || 'Dane w pliku, wpis zostaje', 1000000000 FROM artists WHERE urlname = 'zespol-teledyskowy';
INSERT INTO annotations (song_id, user_id, text, lines, points, ranked_points, created_at)
SELECT s.id, u.id, 'Konto odchodzi, a interpretacja zostaje na pamiątkę.', '[0]', 0, 0, 1000000000
FROM songs s, users u WHERE s.urlname = 'zespol-teledyskowy-piosenka-na-pozegnanie' AND u.username = 'OdchodzacyE2E';

-- Lyrics corrections (lyrics-edits.spec.ts, decision 045): a song with a video, timings for it
-- and an interpretation on its second line, of its own artist.
INSERT INTO artists (name, urlname, created_at) VALUES ('Zespół Poprawkowy', 'zespol-poprawkowy', 1000000000);
INSERT INTO songs (artist_id, name, urlname, lyrics, youtube_id, youtube_title, youtube_thumb_default, youtube_thumb_medium, created_at)
SELECT id, 'Tekst do poprawki', 'zespol-poprawkowy-tekst-do-poprawki', 'Pierwsza linia bez żartu' || char(10) || 'Linia z interpretacją' || char(10) || 'Ostatnia linia piosenki', 'e2eSongVid1', 'Pierwszy teledysk testowy', 'https://i.ytimg.com/vi/e2eSongVid1/default.jpg', 'https://i.ytimg.com/vi/e2eSongVid1/mqdefault.jpg', 1000000000 FROM artists WHERE urlname = 'zespol-poprawkowy';
INSERT INTO song_revisions (song_id, kind, payload, status, created_at)
SELECT id, 'video', json_object('id', youtube_id, 'title', youtube_title, 'thumbDefault', youtube_thumb_default, 'thumbMedium', youtube_thumb_medium), 'live', 1000000000 FROM songs WHERE urlname = 'zespol-poprawkowy-tekst-do-poprawki';
INSERT INTO song_syncs (song_id, video_id, timings, updated_at)
SELECT id, 'e2eSongVid1', '[2,5,8]', 1000000000 FROM songs WHERE urlname = 'zespol-poprawkowy-tekst-do-poprawki';
INSERT INTO song_revisions (song_id, kind, payload, status, created_at)
SELECT id, 'sync', json_object('videoId', 'e2eSongVid1', 'timings', json('[2,5,8]')), 'live', 1000000000 FROM songs WHERE urlname = 'zespol-poprawkowy-tekst-do-poprawki';
INSERT INTO annotations (song_id, text, lines, created_at)
SELECT id, 'Ta linia to tajny przepis na pierogi ruskie.', '[1]', 1000000000 FROM songs WHERE urlname = 'zespol-poprawkowy-tekst-do-poprawki';

-- A title with a typo (lyrics-edits.spec.ts, decision 045): a visitor suggests the right one.
INSERT INTO artists (name, urlname, created_at) VALUES ('Zespół Tytułowy', 'zespol-tytulowy', 1000000000);
INSERT INTO songs (artist_id, name, urlname, lyrics, created_at)
SELECT id, 'Tytl Z Literowka', 'zespol-tytulowy-tytl-z-literowka', 'Jedna linia' || char(10) || 'Druga linia', 1000000000 FROM artists WHERE urlname = 'zespol-tytulowy';

-- A long song with a video and synced lines (lyrics-first.spec.ts, issue 18 §6): the song page
-- shows the lyrics above the fold with the player beside them (desktop) or one tap away (phone).
INSERT INTO songs (artist_id, name, urlname, lyrics, youtube_id, youtube_title, youtube_thumb_default, youtube_thumb_medium, created_at)
SELECT id, 'Tekst przed teledyskiem', 'zespol-teledyskowy-tekst-przed-teledyskiem', replace('Zwrotka 1, wers 1: tekst przed teledyskiem|Zwrotka 1, wers 2: tekst przed teledyskiem|Zwrotka 1, wers 3: tekst przed teledyskiem|Zwrotka 1, wers 4: tekst przed teledyskiem|Zwrotka 1, wers 5: tekst przed teledyskiem|Zwrotka 1, wers 6: tekst przed teledyskiem|Zwrotka 1, wers 7: tekst przed teledyskiem|Zwrotka 1, wers 8: tekst przed teledyskiem||Zwrotka 2, wers 1: tekst przed teledyskiem|Zwrotka 2, wers 2: tekst przed teledyskiem|Zwrotka 2, wers 3: tekst przed teledyskiem|Zwrotka 2, wers 4: tekst przed teledyskiem|Zwrotka 2, wers 5: tekst przed teledyskiem|Zwrotka 2, wers 6: tekst przed teledyskiem|Zwrotka 2, wers 7: tekst przed teledyskiem|Zwrotka 2, wers 8: tekst przed teledyskiem||Zwrotka 3, wers 1: tekst przed teledyskiem|Zwrotka 3, wers 2: tekst przed teledyskiem|Zwrotka 3, wers 3: tekst przed teledyskiem|Zwrotka 3, wers 4: tekst przed teledyskiem|Zwrotka 3, wers 5: tekst przed teledyskiem|Zwrotka 3, wers 6: tekst przed teledyskiem|Zwrotka 3, wers 7: tekst przed teledyskiem|Zwrotka 3, wers 8: tekst przed teledyskiem', '|', char(10)), 'e2eLongVid1', 'Długi teledysk testowy', 'https://i.ytimg.com/vi/e2eLongVid1/default.jpg', 'https://i.ytimg.com/vi/e2eLongVid1/mqdefault.jpg', 1000000000 FROM artists WHERE urlname = 'zespol-teledyskowy';
INSERT INTO song_syncs (song_id, video_id, timings, updated_at)
SELECT id, 'e2eLongVid1', '[4,8,12,16,20,24,28,32,null,36,40,44,48,52,56,60,64,null,68,72,76,80,84,88,92,96]', 1000000000 FROM songs WHERE urlname = 'zespol-teledyskowy-tekst-przed-teledyskiem';
INSERT INTO annotations (song_id, user_id, text, lines, created_at)
SELECT id, NULL, 'Ten wers to zakodowana prognoza pogody.', '[1]', 1000000000 FROM songs WHERE urlname = 'zespol-teledyskowy-tekst-przed-teledyskiem';
-- Proposed a video on a phone (lyrics-first.spec.ts): the player that appears is unfolded.
INSERT INTO songs (artist_id, name, urlname, lyrics, youtube_id, youtube_title, created_at)
SELECT id, 'Teledysk z telefonu', 'zespol-teledyskowy-teledysk-z-telefonu', 'Linia zaproponowana z telefonu' || char(10) || 'Druga linia z telefonu', NULL, NULL, 1000000000 FROM artists WHERE urlname = 'zespol-teledyskowy';

-- Renames and merges (renames.spec.ts, decision 049): 'Dzem E2E' (a misspelt namesake, so its
-- address is the -2) to merge into 'Dżem E2E', with a duplicate song that has an interpretation
-- on a line the other text has one line higher; an artist to rename without JavaScript; a
-- moderator with the demo users' password.
INSERT INTO artists (name, urlname, created_at) VALUES ('Dżem E2E', 'dzem-e2e', 1000000000), ('Dzem E2E', 'dzem-e2e-2', 1000000000),
  ('Zespol Do Przemianowania', 'zespol-do-przemianowania', 1000000000);
INSERT INTO songs (artist_id, name, urlname, lyrics, created_at)
SELECT id, 'Wehikuł Czasu', 'dzem-e2e-wehikul-czasu', 'Jadę na wehikule czasu' || char(10) || 'Przez miasto nocą', 1000000000 FROM artists WHERE urlname = 'dzem-e2e';
INSERT INTO songs (artist_id, name, urlname, lyrics, created_at)
SELECT id, 'Wehikul czasu', 'dzem-e2e-wehikul-czasu-2', '[Intro]' || char(10) || 'Jade na wehikule czasu' || char(10) || 'Przez miasto noca', 1000000000 FROM artists WHERE urlname = 'dzem-e2e-2';
INSERT INTO songs (artist_id, name, urlname, lyrics, created_at)
SELECT id, 'List Do M.', 'dzem-e2e-list-do-m', 'Piszę list do M.' || char(10) || 'Bez znaczków', 1000000000 FROM artists WHERE urlname = 'dzem-e2e-2';
INSERT INTO annotations (song_id, text, lines, created_at)
SELECT id, 'Wehikuł czasu to po prostu nocny autobus.', '[1]', 1000000000 FROM songs WHERE urlname = 'dzem-e2e-wehikul-czasu-2';
INSERT INTO songs (artist_id, name, urlname, lyrics, created_at)
SELECT id, 'Stara Nazwa', 'zespol-do-przemianowania-stara-nazwa', 'Linia przed zmianą nazwy', 1000000000 FROM artists WHERE urlname = 'zespol-do-przemianowania';
INSERT INTO users (username, email, password_hash, role, points, email_confirmed_at)
SELECT 'ModeratorScalacz', 'moderator.scalacz@example.pl', password_hash, 'moderator', 0, 1000000000 FROM users WHERE username = 'CichaWoda2000';
