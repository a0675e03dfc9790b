// Polish forbidden words for text-filter.ts.
//
// Polish inflects heavily and vulgar verbs take almost every aspect prefix, so a flat
// list would either miss forms or run to tens of thousands of lines. Families are
// written as prefixes × stem × endings and expanded once at module load; every form is
// still matched as a whole word, which is what keeps "kuranty", "hulajnoga" or "analiza"
// safe. Spell forms correctly, diacritics included: the filter also catches them typed
// without ("jebac"), but a diacritic that is typed must be in the list ("piździe").
//
// Deliberately left out because the word has an everyday innocent meaning: pedał
// (pedal), suka (bitch/dog), szmata (rag), laska (cane/girl), loda (ice cream), pała,
// kwas, koks, feta, trawka, zioło, ekstaza, bzykać (to buzz), wydymać (to billow),
// obciągać (to upholster), pieprzyć (to pepper), "cip" (calling hens), odruch.
// Also left out: the bare stems "gówn" (folds to English "gown"), "dup" (English "dup")
// and "jebus" (the biblical Jerusalem).

/** Space-separated lists; "_" stands for the empty prefix or ending. */
export type WordFamily = readonly [prefixes: string, stems: string, endings: string];

const VERB_PREFIXES = "_ s wy za od do na po przy roz u w prze pod o nad";

export const PL_FAMILIES: readonly WordFamily[] = [
  // kurwa, kurwić, wkurwiać, skurwiony, kurwiszon…
  [
    "_ s w po wy roz za przy",
    "kurw",
    "a y ie ę ą o _ om ami ach ica icy icę icą iarz iarza iarze iarzu iarzem iszon iszona " +
      "iszony iszcze iszcza ić ię isz i imy icie ią ił iła iło ili iły iłem iłam iłeś " +
      "ienie ienia ieniu ieniem iony iona ione ionego ionej ionemu ionym ionych ionymi ioną " +
      "ieni iać iam iasz ia iamy iacie iają iał iała iało iali iały iałem iałam iający " +
      "iająca iające iającą iającego iającej iającym iających iąc iałe iałą iałego iałych",
  ],
  // …and the diminutive kurewka (kurewki, kurewce…)
  ["_", "kurew", "_ ski ska skie skiego skiej skiemu skim skich skimi ską sko stwo stwa stwem stwie ka ki ce kę ką ko ek kom kami kach"],
  ["_", "skurwysyn", "_ a owi em ie u y ów ami om ach ką ka ki"],
  ["_", "skurwysyń", "ski ska skie skiego skiej skim skich skimi ską"],
  ["_", "skurwiel", "_ a owi em u e i ów ami om ach ski ska skie skiego skim skich"],
  // chuj, chujowy, chujnia…; "huj" is the common misspelling
  [
    "_",
    "chuj huj",
    "_ a owi em u e ów ami om ach owy owa owe owego owej owemu owym owych owymi ową owi owo " +
      "owato owaty owata owate nia ni nię nią niach niami ek ka ki oza ozy ozie ozą stwo stwa",
  ],
  // pierdolić, spierdalać, wypierdalaj, wpierdol, spierdolina…
  [
    VERB_PREFIXES,
    "pierdol",
    "ić ę isz i imy icie ą ił iła iło ili iły iłem iłam iłeś iłaś iliśmy iłyśmy iliście " +
      "ony ona one onego onej onemu onym onych onymi oną eni enie enia eniu eniem " +
      "_ a u em y ów ami om ach ec ca cem cu ce ców cy " +
      "nąć nę niesz nie niemy niecie ną nął nęła nęło nęli nęły nij nijcie " +
      "nięty nięta nięte niętego niętej niętemu niętym niętych niętymi niętą nięci nięcie ina iny inie inę iną",
  ],
  [
    VERB_PREFIXES,
    "pierdal",
    "ać aj ajcie ajmy am asz a amy acie ają ał ała ało ali ały ałem ałam ałeś ałaś aliśmy " +
      "ający ająca ające ającą ającego ającej ającym ających ając anie ania aniu aniem",
  ],
  // jebać, zajebisty, pojebany, wyjebać, jebnąć, zjeb…
  [
    "_ za wy z od do na po przy roz u w prze pod ob nad",
    "jeb",
    "ać ię iesz ie iemy iecie ią _ cie ał ała ało ali ały ałem ałam ałeś ałaś aliśmy ałyśmy " +
      "aliście any ana ane anego anej anemu anym anych anymi aną ani anie ania aniu aniem " +
      "aniec ańca ańcu ańcem ańcy ańców aka aki ace akę aką ło ła a em y ów ami om ach " +
      "nąć nę niesz nie niemy niecie ną nął nęła nęło nęli nęły nij nijcie nięty nięta " +
      "nięte niętego niętej niętemu niętym niętych niętymi niętą nięci nięcie " +
      "isty ista iste istego istej istemu istym istych istymi istą iście isto ioza iozy " +
      "ywać ywa ywał ywała ywali uje ują uję",
  ],
  ["_ wy", "pizd", "a y ę ą o _ om ami ach eczka eczki eczko owaty owata owate owatą ów owie"],
  ["_", "cip", "a y ie ę ą o om ami ach ek ka ki ce kę ką ko kach kami kom sko ska"],
  ["_", "dup", "a y ie ę ą o om ami ach ek ka ką ki ków kiem ku sko ska skiem sku eczka eczką eczki"],
  // srać, zesrać się, posrany, przesrane…
  ["_ ze wy na po ob u za prze", "sra", "ć m sz _ my cie ją ł ła ło li ły łem łam łeś j jcie nie nia niu niem ny na ne nego nej nym nych ną ni"],
  ["_", "gówn", "o a ie em ami ach om iany iana iane ianego ianej ianym ianych ianą iani iarz iarza iarze iarzu iarzem iarzy"],
  // ruchać only as a verb: ruch/ruchu/ruchy are "movement"
  [
    "_ wy za po prze na z",
    "ruch",
    "ać am asz a amy acie ają ał ała ało ali ały ałem ałam ałeś aj ajcie anie ania aniu aniem " +
      "any ana ane anego anej anym anych aną ani acz acza acze",
  ],
  ["_", "kutas", "_ a em ie y ów ami ach om ik iki"],
  ["_", "fiut", "_ a em y ów ami ach om ek ka ki"],
  ["_", "dziwk", "a i ę ą o om ami ach arz arza arze arzu"],
  ["_", "zdzir ździr", "a y ze ę ą o _ om ami ach"],
  ["_", "cwel", "_ a u em e i ą ę ami ach om"],
  ["_", "ciot", "a y ę ą o _ om ami ach"],
  ["_", "czarnuch", "_ a ą y ów em u ami owi ach om"],
  ["_", "lachociąg", "_ u i iem ów"],
  ["_", "chędoż", "yć ę ysz y ył yła yli ony ona one oną enie"],
  ["_", "cyc", "ki ków kami kach ek ka ką kiem e ów uszki"],
  ["_", "porn", "o ol ola ole oli os osy osów osa osem osach ografia ografii ografię ografią"],
  // drugs
  ["_", "kokain heroin marihuan amfetamin metamfetamin ketamin", "a y ie ę ą"],
  ["_", "mefedron haszysz fentanyl", "_ u em"],
  ["_", "dopalacz", "_ e y ami ach om"],
  ["_", "amf", "a y ie ę ą"],
  // spam
  ["_", "kasyn", "o a ie em _ ach ami om"],
  ["_", "viagr", "a y ę ą ze"],
];

/** Single words that do not fit a family. */
export const PL_WORDS: readonly string[] = [
  "dziwek",
  "piździe",
  "ochujeć",
  "ochujał",
  "ochujała",
  "ochujałe",
  "ochujałą",
  "ochujali",
  "ochujały",
  "sraka",
  "sraki",
  "sraką",
  "dymać",
  "dymam",
  "dymasz",
  "dymał",
  "dymała",
  "dymali",
  "dymanie",
  "dymania",
  "dymany",
  "wypierdek",
  "pojebus",
  "zajebioza",
];
