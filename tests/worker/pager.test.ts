import { describe, expect, it } from "vitest";
import { listTitle } from "~/lib/page-route";
import { clampPage, pageCount, pageHref, pagerModel, parsePageParam, parsePageSegment } from "@core/pages/pager";

const labels = (page: number, count: number) =>
  pagerModel(page, count).items.map((item) => (item.kind === "dots" ? "…" : item.current ? `[${item.page}]` : String(item.page)));

describe("pager math", () => {
  it("counts pages, an empty list having one", () => {
    expect(pageCount(0, 40)).toBe(1);
    expect(pageCount(40, 40)).toBe(1);
    expect(pageCount(41, 40)).toBe(2);
    expect(pageCount(1001, 500)).toBe(3);
  });

  it("clamps the page between 1 and the page count", () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(-3, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(3, 5)).toBe(3);
    expect(clampPage(Number.NaN, 5)).toBe(1);
    expect(pagerModel(99, 7).page).toBe(7);
  });

  it("shows arrows only above 5 pages, disabled at the edges", () => {
    expect(pagerModel(1, 5).arrows).toBeNull();
    expect(pagerModel(1, 6).arrows).toEqual({ prev: null, next: 2 });
    expect(pagerModel(6, 6).arrows).toEqual({ prev: 5, next: null });
    expect(pagerModel(3, 6).arrows).toEqual({ prev: 2, next: 4 });
  });

  it("lists every page up to 10 pages and elides the middle above 10", () => {
    expect(labels(4, 10)).toEqual(["1", "2", "3", "[4]", "5", "6", "7", "8", "9", "10"]);
    expect(labels(1, 11)).toEqual(["[1]", "2", "3", "…", "11"]);
    expect(labels(6, 20)).toEqual(["1", "…", "4", "5", "[6]", "7", "8", "…", "20"]);
    expect(labels(20, 20)).toEqual(["1", "…", "18", "19", "[20]"]);
    expect(labels(3, 12)).toEqual(["1", "2", "[3]", "4", "5", "…", "12"]);
  });

  it("gives page 1 no route suffix", () => {
    expect(pageHref("/archiwum", 1)).toBe("/archiwum");
    expect(pageHref("/archiwum", 2)).toBe("/archiwum/2");
    expect(pageHref("/szukaj/abc/", 3)).toBe("/szukaj/abc/3");
    expect(pageHref("/ranking", 0)).toBe("/ranking");
  });

  it("parses page parameters strictly", () => {
    expect(parsePageParam(undefined)).toBe(1);
    expect(parsePageParam("7")).toBe(7);
    expect(parsePageParam("0")).toBeNull();
    expect(parsePageParam("07")).toBeNull();
    expect(parsePageParam("2abc")).toBeNull();
    expect(parsePageParam("-1")).toBeNull();
  });

  it("clamps page address segments below 1 to page 1, anything else that is no number is no page", () => {
    expect(parsePageSegment(undefined)).toBe(1);
    expect(parsePageSegment("7")).toBe(7);
    expect(parsePageSegment("0")).toBe(1);
    expect(parsePageSegment("-1")).toBe(1);
    expect(parsePageSegment("07")).toBe(7);
    expect(parsePageSegment("2abc")).toBeNull();
    expect(parsePageSegment("1.5")).toBeNull();
    expect(parsePageSegment("")).toBeNull();
  });

  it("titles a list's later pages with their number", () => {
    expect(listTitle("Blog")).toBe("Blog | Nadinterpretacje");
    expect(listTitle("Blog", 1)).toBe("Blog | Nadinterpretacje");
    expect(listTitle("Wykonawcy", 3)).toBe("Wykonawcy — strona 3 | Nadinterpretacje");
  });
});
