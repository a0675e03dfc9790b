import type { SeedTranslation } from "./types";

// Loose, singable-ish translations written for the demo (codes are ISO 639-1).
export const seedTranslations: SeedTranslation[] = [
  {
    song: "Wlazł kotek na płotek", code: "en", author: "BasistaZBalkonu", daysAgo: 140,
    text: "A kitten climbed the fence and winked,\nA pretty little song, and short, I think.\nNot long, not short, just the perfect size –\nSing it again, little kitten, sing it twice!",
  },
  {
    song: "Wlazł kotek na płotek", code: "de", author: null, daysAgo: 80,
    text: "Ein Kätzchen stieg auf den Zaun und zwinkert,\nein hübsches Lied, und gar nicht lang.\nNicht lang, nicht kurz, genau wie es soll,\nsing's noch einmal, Kätzchen, sing's noch einmal!",
  },
  {
    song: "Wlazł kotek na płotek", code: "la", author: "PaniOdPrzypisów", daysAgo: 60,
    text: "Felis in saepem ascendit et nictat,\ncarmen pulchrum neque longum.\nNec longum nec breve, sed iustum,\ncane, felicula, iterum!",
  },
  {
    song: "Sto lat", code: "it", author: "WujekZDygresją", daysAgo: 50,
    text: "Cent'anni, cent'anni,\nche viva, viva per noi.\nCent'anni, cent'anni,\nche viva, viva per noi.\nAncora, ancora,\nche viva, viva per noi,\nche viva per noi!",
  },
  {
    song: "Sto lat", code: "sv", author: null, daysAgo: 20,
    text: "Hundra år, hundra år,\nmå han leva, leva för oss.\nHundra år, hundra år,\nmå han leva, leva för oss.\nEn gång till, en gång till,\nmå han leva, leva för oss,\nmå han leva för oss!",
  },
  {
    song: "Panie Janie", code: "fr", author: "KrólowaRefrenu", daysAgo: 11,
    text: "Monsieur Jean, Monsieur Jean,\nLevez-vous, levez-vous !\nToutes les cloches sonnent, toutes les cloches sonnent,\nBim, bam, bom, bim, bam, bom.",
  },
  {
    song: "Panie Janie", code: "de", author: "ZaspanyAkordeonista", daysAgo: 8,
    text: "Herr Johannes, Herr Johannes,\nsteh früh auf, steh früh auf!\nAlle Glocken läuten, alle Glocken läuten,\nbim, bam, bom, bim, bam, bom.",
  },
  {
    song: "Stary niedźwiedź mocno śpi", code: "en", author: "CichaWoda2000", daysAgo: 1,
    text: "The old bear is fast asleep,\nthe old bear is fast asleep.\nWe are scared of him,\nso we walk on tiptoe.\nIf he wakes, he'll eat us up,\nif he wakes, he'll eat us up!",
  },
  {
    song: "Stary niedźwiedź mocno śpi", code: "cs", author: null, daysAgo: 2,
    text: "Starý medvěd tvrdě spí,\nstarý medvěd tvrdě spí.\nMy se ho bojíme,\npo špičkách chodíme.\nKdyž se vzbudí, sní nás hned,\nkdyž se vzbudí, sní nás hned.",
  },
  {
    song: "Szła dzieweczka do laseczka", code: "cs", author: "KrólowaRefrenu", daysAgo: 30,
    text: "Šlo děvčátko do lesíčka,\ndo zeleného, do zeleného, do zeleného.\nPotkalo tam myslivečka,\nmoc hezkého, moc hezkého, moc hezkého.\nKde je ta ulice, kde je ten dům,\nkde je to děvče, které mám rád?",
  },
  {
    song: "Płynie Wisła, płynie", code: "uk", author: "OperatorSokołów", daysAgo: 50,
    text: "Пливе Вісла, пливе\nпо польській країні,\nі допоки пливе,\nПольща не загине!\n\nПобачила Краків,\nвмить його вподобала\nі на знак кохання\nстрічкою обв'язала.",
  },
  {
    song: "Mazurek Dąbrowskiego", code: "uk", author: "MazurekNaBiało", daysAgo: 110,
    text: "Ще Польща не загинула,\nпоки ми живемо.\nЩо взяла чужа сваволя,\nшаблею вернемо.\n\nМарш, марш, Домбровський,\nз італійської землі до Польщі.\nЗа твоїм проводом\nз'єднаємось з народом.",
  },
  {
    song: "Mazurek Dąbrowskiego", code: "en", author: "PaniOdPrzypisów", daysAgo: 90,
    text: "Poland has not perished yet\nas long as we are living.\nWhat a foreign force has taken\nwe shall win back with the sabre.\n\nMarch, march, Dąbrowski,\nfrom the Italian land to Poland.\nUnder your command\nwe shall rejoin the nation.",
  },
  {
    song: "Bóg się rodzi", code: "la", author: "DoktorOdKolęd", daysAgo: 150,
    text: "Deus nascitur, potentia tremit,\nDominus caelorum nudatus;\nignis riget, splendor obscuratur,\nfines habet Infinitus.\nSpretus, gloria circumdatus,\nmortalis Rex saeculorum!\nEt Verbum caro factum est\net habitavit in nobis.",
  },
  {
    song: "Lulajże, Jezuniu", code: "es", author: "SzeptemZaSzafą", daysAgo: 25,
    text: "Duérmete, Jesusito, perlita mía,\nduérmete, mi tesoro más querido.\nDuérmete, Jesusito, duerme, duerme,\ny tú, Madre, consuélalo en su llanto.",
  },
  {
    song: "Dzisiaj w Betlejem", code: "es", author: "DoktorOdKolęd", daysAgo: 15,
    text: "Hoy en Belén, hoy en Belén\nhay una alegre noticia:\nque la Virgen pura, que la Virgen pura\nha dado a luz a un Hijo.\n\nCristo ha nacido,\nnos liberará,\nlos ángeles tocan,\nlos reyes saludan,\nlos pastores cantan,\nel ganado se arrodilla,\n¡maravillas, maravillas anuncian!",
  },
  {
    song: "Życzenie", code: "fr", author: "FilomatkaPrzyKawie", daysAgo: 55,
    text: "Si j'étais le soleil dans le ciel,\nje ne brillerais que pour toi.\nNi sur les eaux, ni sur les forêts,\nmais pour toujours\nsous ta fenêtre, et rien que pour toi,\nsi je pouvais me changer en soleil.",
  },
  {
    song: "Niepewność", code: "en", author: "HermeneutaAmator", daysAgo: 25,
    text: "When I don't see you, I don't sigh or weep,\nI don't lose my senses when you're near;\nand yet, when I go long without you,\nsomething is missing, someone I long to see;\nand longing, I keep asking myself:\nis this friendship? or is this love?",
  },
  {
    song: "Między nami nic nie było", code: "it", author: "KrólowaRefrenu", daysAgo: 12,
    text: "Tra noi non c'è stato niente!\nNessuna confidenza, nessuna confessione,\nniente ci legava\ntranne i sogni ingannevoli di primavera;\n\ntranne i profumi, i colori e le luci\nche fluttuavano nell'aria…",
  },
  {
    song: "Prząśniczka", code: "de", author: "NutaWMajonezie", daysAgo: 33,
    text: "Am Spinnrad sitzen Mädchen wie Engel\nund spinnen und spinnen seidene Fäden.\nDreh dich, dreh dich, Spindel,\nwinde dich, Faden, winde dich!\nDie erinnert sich besser,\nderen Faden länger ist!",
  },
  {
    song: "Pieśń filaretów", code: "la", author: "SpiskowiecZWilna", daysAgo: 95,
    text: "Heia, vita fruamur!\nSemel enim vivimus:\nhoc poculum aureum\nnon frustra nos allicit.\nHuc ad illud laeti!\nCircumeat in orbem;\ncape et ad fundum bibe\nnuntium horarum aurearum!",
  },
];
