import { Hono } from "hono";
import { fail, parseInput } from "@core/result";
import { z } from "@core/zod";
import type { SearchResultItem } from "@core/pages/api-types";
import { SEARCH_PAGE_SIZE } from "@core/constants";
import { pageCount, parsePageParam } from "@core/pages/pager";
import { searchPhraseSchema } from "@core/schemas/search";
import { searchArtists } from "../services/artists";
import { searchSongs } from "../services/search";
import { answer } from "./answer";

export const searchApi = new Hono<{ Bindings: Env }>();

const BAD_PAGE = "Nieprawidłowy numer strony.";

// GET /api/search/{query}?page=n: the search page's list, 50 per page, best match first.
searchApi.get("/search/:query", async (c) => {
  const phrase = parseInput(searchPhraseSchema, c.req.param("query"));
  if (!phrase.ok) return answer(c, phrase, "plain");
  const page = parsePageParam(c.req.query("page"));
  if (page === null) return answer(c, fail("invalid", BAD_PAGE), "plain");
  const { total, results } = await searchSongs(phrase.value, SEARCH_PAGE_SIZE, (page - 1) * SEARCH_PAGE_SIZE);
  const result: SearchResultItem[] = results.map(({ song_youtube, ...song }) => ({ ...song, youtube: song_youtube }));
  return c.json({ result, total, page, pages: pageCount(total, SEARCH_PAGE_SIZE), perPage: SEARCH_PAGE_SIZE });
});

// Artist names are what they are: no profanity refusal here, unlike the song search.
const artistQuery = z.string().trim().min(1, "Wpisz nazwę wykonawcy.").max(100, "Nazwa wykonawcy jest za długa.");

// GET /api/searchArtist/{query}: artists whose name starts with the query (add-song picker).
searchApi.get("/searchArtist/:query", async (c) => {
  const query = parseInput(artistQuery, c.req.param("query"));
  return answer(c, query.ok ? { ok: true, value: await searchArtists(query.value) } : query, "plain", (result) => ({ result }));
});
