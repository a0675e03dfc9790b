-- Run on the e2e server's fresh state after the demo seed (scripts/serve-build.mjs --sql).
-- The demo songs have no video; the player's spec (video-player.spec.ts) needs one. The id is
-- made up: the tests serve a fake of the video site (fake-video-site.ts), never the real one.
UPDATE songs SET youtube_id = 'fakeVideo01', youtube_title = 'Panie Janie (nagranie testowe)' WHERE urlname = 'ludowa-panie-janie';

-- Songs for proposing a video (video-proposal.spec.ts), apart from the songs other specs read:
-- two without a video (one proposed with JavaScript, one without) and one whose video only a
-- moderator may replace.
INSERT INTO songs (artist_id, name, urlname, lyrics, youtube_id, youtube_title)
SELECT id, 'Teledysk do zaproponowania', 'ludowa-teledysk-do-zaproponowania', 'Pierwsza linia bez teledysku' || char(10) || 'Druga linia bez teledysku', NULL, NULL FROM artists WHERE urlname = 'ludowa';
INSERT INTO songs (artist_id, name, urlname, lyrics, youtube_id, youtube_title)
SELECT id, 'Teledysk bez skryptów', 'ludowa-teledysk-bez-skryptow', 'Linia strony bez JavaScriptu', NULL, NULL FROM artists WHERE urlname = 'ludowa';
INSERT INTO songs (artist_id, name, urlname, lyrics, youtube_id, youtube_title)
SELECT id, 'Teledysk do wymiany', 'ludowa-teledysk-do-wymiany', 'Ta piosenka ma już teledysk', 'e2eSongVid1', 'Pierwszy teledysk testowy' FROM artists WHERE urlname = 'ludowa';
