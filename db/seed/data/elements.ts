import type { SeedElement } from "./types";

// Remixes (0), covers (1) and instrumentals (2). The video ids are invented demo data:
// the UI falls back to a placeholder thumbnail when a video does not exist.
export const seedElements: SeedElement[] = [
  { song: "Wlazł kotek na płotek", type: 0, videoId: "Ls-q0VVDmjL", videoTitle: "Wlazł kotek na płotek (Techno Remix 2009 Extended)", author: "BasistaZBalkonu", daysAgo: 150 },
  { song: "Wlazł kotek na płotek", type: 1, videoId: "nnyu-oiJ1QY", videoTitle: "Wlazł kotek na płotek – cover metalowy (płotek z blachy falistej)", author: "TrollZKrupówek", daysAgo: 40 },
  { song: "Wlazł kotek na płotek", type: 2, videoId: "k3061kB-2-t", videoTitle: "Wlazł kotek – wersja na kwartet smyczkowy i miauczenie ad libitum", author: null, daysAgo: 12 },
  { song: "Sto lat", type: 0, videoId: "YnlFTa63S8i", videoTitle: "Sto lat (Disco Polo Remix – wersja weselna 4:20 rano)", author: "WujekZDygresją", daysAgo: 50 },
  { song: "Sto lat", type: 1, videoId: "QzXqCx4d4HV", videoTitle: "Sto lat – cover a cappella chóru emerytów z Pcimia", author: null, daysAgo: 18 },
  { song: "Panie Janie", type: 1, videoId: "0wPXGBw1DRi", videoTitle: "Panie Janie – kanon na 12 budzików (cover)", author: "ZaspanyAkordeonista", daysAgo: 9 },
  { song: "Stary niedźwiedź mocno śpi", type: 0, videoId: "UDQGDsrVxyh", videoTitle: "Stary niedźwiedź mocno śpi (Lo-fi Hibernation Beats – 8 godzin)", author: "CichaWoda2000", daysAgo: 1 },
  { song: "Szła dzieweczka do laseczka", type: 0, videoId: "6sEF3myJ1sz", videoTitle: "Szła dzieweczka (Eurodance Remix '98 – Gdzie jest ta ulica?)", author: "KrólowaRefrenu", daysAgo: 35 },
  { song: "Płynie Wisła, płynie", type: 2, videoId: "evdqUwaUtYK", videoTitle: "Płynie Wisła – instrumental na fletnię i szum rzeki (nagrane pod Niepołomicami)", author: "OperatorSokołów", daysAgo: 55 },
  { song: "Góralu, czy ci nie żal", type: 1, videoId: "CfoPg1xu8i-", videoTitle: "Góralu, czy ci nie żal – cover reggae z Krupówek", author: "TrollZKrupówek", daysAgo: 44 },
  { song: "Prząśniczka", type: 0, videoId: "h9CEJBPpccz", videoTitle: "Prząśniczka (Spinning Class Remix – 140 BPM)", author: "FilomatkaPrzyKawie", daysAgo: 30 },
  { song: "Prząśniczka", type: 2, videoId: "xgnkmLDlkVz", videoTitle: "Prząśniczka – wersja na kołowrotek i wiolonczelę", author: null, daysAgo: 14 },
  { song: "Dziad i baba", type: 1, videoId: "mtAo0hSa9db", videoTitle: "Dziad i baba – cover bluesowy (dziad na harmonijce)", author: "BabciaWieLepiej", daysAgo: 62 },
  { song: "Przybieżeli do Betlejem", type: 2, videoId: "C8Inygbyy1Z", videoTitle: "Przybieżeli do Betlejem – instrumental na lirę korbową, dudy i jednego zdziwionego barana", author: "DoktorOdKolęd", daysAgo: 13 },
  { song: "Bóg się rodzi", type: 1, videoId: "RntF4N_xTWu", videoTitle: "Bóg się rodzi – cover na organy kościelne i saksofon", author: "DoktorOdKolęd", daysAgo: 140 },
  { song: "Dzisiaj w Betlejem", type: 0, videoId: "piHe8jFr5Za", videoTitle: "Dzisiaj w Betlejem (Drum'n'Bass Remix – Bydlęta Klękają Edit)", author: null, daysAgo: 16 },
  { song: "Lulajże, Jezuniu", type: 2, videoId: "IMcBXC2-JSG", videoTitle: "Lulajże, Jezuniu – pozytywka, 1 godzina (usypia nawet sąsiadów)", author: "SzeptemZaSzafą", daysAgo: 28 },
  { song: "Mazurek Dąbrowskiego", type: 2, videoId: "HWHefUJw1ok", videoTitle: "Mazurek Dąbrowskiego – wersja na orkiestrę dętą OSP (próba generalna)", author: "MazurekNaBiało", daysAgo: 100 },
  { song: "Warszawianka 1831", type: 1, videoId: "wFrjm2_2ac6", videoTitle: "Warszawianka 1831 – cover chóru męskiego z trąbką solo", author: "ZaspanyAkordeonista", daysAgo: 22 },
  { song: "Pieśń konfederatów barskich", type: 0, videoId: "qYLkpRk_O64", videoTitle: "Pieśń konfederatów (Epic Trailer Remix – Smoki Latające)", author: "SpiskowiecZWilna", daysAgo: 45 },
  { song: "Życzenie", type: 1, videoId: "0skXo1YW_FJ", videoTitle: "Życzenie (Chopin) – cover na ukulele i gwizdanie", author: null, daysAgo: 38 },
  { song: "Niepewność", type: 0, videoId: "Yh9SRjObseo", videoTitle: "Niepewność (Przyjaźń czy Kochanie? – Deep House Remix)", author: "FilomatkaPrzyKawie", daysAgo: 20 },
  { song: "Pieśń filaretów", type: 1, videoId: "dGGPW1MkgeN", videoTitle: "Pieśń filaretów – cover punkowy z akademika, nagrany telefonem", author: "SpiskowiecZWilna", daysAgo: 90 },
  { song: "Czego chcesz od nas, Panie", type: 2, videoId: "niZZbT2NIaX", videoTitle: "Czego chcesz od nas, Panie – instrumental na lutnię renesansową", author: "PaniOdPrzypisów", daysAgo: 110 },
  { song: "Między nami nic nie było", type: 0, videoId: "C03Ittfn2qA", videoTitle: "Między nami nic nie było (Sad Synthwave Remix)", author: "KrólowaRefrenu", daysAgo: 11 },
];
