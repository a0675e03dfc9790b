-- Run on the e2e server's fresh state after the demo seed (scripts/serve-build.mjs --sql).
-- The demo songs have no video; the player's spec (video-player.spec.ts) needs one. The id is
-- made up: the tests serve a fake of the video site (fake-video-site.ts), never the real one.
UPDATE songs SET youtube_id = 'fakeVideo01', youtube_title = 'Panie Janie (nagranie testowe)' WHERE urlname = 'ludowa-panie-janie';
