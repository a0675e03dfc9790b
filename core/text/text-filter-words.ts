// Data for text-filter.ts, kept apart so the lists can grow without touching the logic.
export { EN_WORDS } from "./text-filter-words-en";
export { PL_FAMILIES, PL_WORDS, type WordFamily } from "./text-filter-words-pl";

/**
 * Forms that, once their diacritics are dropped, spell an innocent word: "dupę" folds to
 * English "dupe", "heroinę" to "heroine". They are still caught when written with the diacritics.
 */
export const FOLD_ALLOW: readonly string[] = ["dupe", "heroine"];

/**
 * Dotted words that look like domains but are not: the Polish abbreviation "m.in."
 * ("among others") and an artist name a lyrics site must be able to print.
 */
export const DOTTED_EXCEPTIONS: readonly string[] = ["m.in", "M.in", "will.i.am"];

/**
 * Top-level domains that are also common Polish or English words. Written in Title case
 * after a dot ("zrobić.To", "Koniec.Na", "end.It") they are a sentence typed without a
 * space, not a domain; and "kropka"/"dot" spelled out before one is a sentence too
 * ("i kropka to koniec"). In any other case they are domains (decision 039).
 */
export const WORDLIKE_TLDS: readonly string[] = [
  ..."to do na no co by my ma mi mu je za ni pa la ci im".split(" "),
  ..."am as at be in is it me so us".split(" "),
  // longer ones that open English sentences ("the end.Life goes on")
  ..."today life live best rest win fun news work world".split(" "),
];

// A bare "word.word" is only a domain when the last part is a real top-level domain:
// that is what keeps "koniec.Nowe" or "3.14" intact while "onet.pl" and "foo.co.uk" go.
const GENERIC_TLDS =
  "com net org info biz name pro mobi asia tel travel jobs aero coop museum edu gov mil int " +
  "xyz online site website shop store club top tech blog news live life world space today link " +
  "click win bid loan vip icu buzz fun stream download review trade date party racing science " +
  "cricket men work ink guru page cloud wiki media email agency digital network solutions " +
  "services company center studio design art photo music video games game bet poker casino " +
  "porn sex xxx adult sexy dating app dev host press best cyou sbs cfd bond monster quest rest " +
  "bar lol wtf fyi bio eco lat moe social group team zone rocks ninja chat cam pics onion " +
  "ltd llc inc gmbh shopping online tickets deals sale promo loans credit money cash finance " +
  "market academy school expert plus global";

const COUNTRY_TLDS =
  "ac ad ae af ag ai al am ao aq ar as at au aw ax az ba bb bd be bf bg bh bi bj bm bn bo br " +
  "bs bt bw by bz ca cc cd cf cg ch ci ck cl cm cn co cr cu cv cw cx cy cz de dj dk dm do dz " +
  "ec ee eg er es et eu fi fj fk fm fo fr ga gd ge gf gg gh gi gl gm gn gp gq gr gs gt gu gw " +
  "gy hk hm hn hr ht hu id ie il im in io iq ir is it je jm jo jp ke kg kh ki km kn kp kr kw " +
  "ky kz la lb lc li lk lr ls lt lu lv ly ma mc md me mg mh mk ml mm mn mo mp mq mr ms mt mu " +
  "mv mw mx my mz na nc ne nf ng ni nl no np nr nu nz om pa pe pf pg ph pk pl pm pn pr ps pt " +
  "pw py qa re ro rs ru rw sa sb sc sd se sg sh si sk sl sm sn so sr ss st su sv sx sy sz tc " +
  "td tf tg th tj tk tl tm tn to tr tt tv tw tz ua ug uk us uy uz va vc ve vg vi vn vu wf ws " +
  "ye yt za zm zw";

export const TLDS: readonly string[] = [...new Set(`${GENERIC_TLDS} ${COUNTRY_TLDS}`.split(/\s+/).filter(Boolean))];
