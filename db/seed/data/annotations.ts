import type { SeedAnnotation } from "./types";

// Deliberately false, absurd over-interpretations: the whole point of the site.
// `lines` are 0-based indexes into the song's lyrics.
export const seedAnnotations: SeedAnnotation[] = [
  // Wlazł kotek na płotek
  {
    song: "Wlazł kotek na płotek",
    lines: [0],
    author: "PaniOdPrzypisów",
    daysAgo: 140,
    text: "„Kotek” to kryptonim młodego dewelopera, a „płotek” – działka budowlana bez planu zagospodarowania. Kotek „mruga”, bo właśnie dostał warunki zabudowy. Cała piosenka to zaszyfrowany raport o rynku nieruchomości.",
  },
  {
    song: "Wlazł kotek na płotek",
    lines: [1],
    author: "RymoKrytyk",
    daysAgo: 38,
    text: "„Niedługa” – pierwsza w historii recenzja umieszczona wewnątrz recenzowanego dzieła. Autor uprzedza krytyków: sam wie, że piosenka jest krótka, i sprzedaje to jako zaletę. Marketing wyprzedzający epokę o dwieście lat.",
  },
  {
    song: "Wlazł kotek na płotek",
    lines: [2],
    author: null,
    daysAgo: 120,
    text: "Precyzyjna specyfikacja techniczna: „niedługa, niekrótka, lecz w sam raz” to dokładnie trzy i pół minuty, czyli idealny format radiowy. Ludowi twórcy znali wymagania stacji radiowych, zanim wynaleziono radio.",
  },
  {
    song: "Wlazł kotek na płotek",
    lines: [3],
    author: "HermeneutaAmator",
    daysAgo: 95,
    text: "Prośba o bis wpisana w sam tekst to pierwszy znany przypadek nieskończonej pętli w kulturze polskiej. Informatycy nazywają to „rekurencją kocią”. Nie ma warunku stopu, dlatego dzieci śpiewają to do dziś.",
  },
  {
    song: "Wlazł kotek na płotek",
    lines: [0, 1],
    author: null,
    daysAgo: 3,
    text: "Mruganie kota to alfabet Morse'a. Po rozszyfrowaniu wychodzi: „PŁOT NIEDOMALOWANY, PRZYŚLIJCIE FARBĘ”.",
  },
  {
    song: "Wlazł kotek na płotek",
    lines: [6],
    author: "ProfesorOdPłotków",
    daysAgo: 0,
    hoursAgo: 2,
    text: "Drugie wejście kotka na ten sam płotek dowodzi, że kot niczego się nie nauczył. Utwór jest zatem traktatem o powtarzalności błędów w historii. Jako specjalista od płotków potwierdzam: ten płotek nie był bezpieczny.",
  },
  {
    song: "Wlazł kotek na płotek",
    lines: [7],
    author: "CichaWoda2000",
    daysAgo: 1,
    text: "Moim zdaniem to tekst o ekonomii uwagi: im krótsza piosenka, tym więcej odtworzeń. Kotek był pierwszym twórcą krótkich filmików.",
  },
  {
    song: "Wlazł kotek na płotek",
    lines: [8],
    author: "BasistaZBalkonu",
    daysAgo: 150,
    text: "„Lecz w sam raz” – pierwsza deklaracja idealnej długości umowy najmu: nie za długo, nie za krótko, a kaucja do zwrotu. Mówiłem, że kotek zna się na nieruchomościach.",
  },
  {
    song: "Wlazł kotek na płotek",
    lines: [0],
    author: null,
    daysAgo: 2,
    text: "Płotek jest kluczowy. Kotek nie wlazł na dach ani na drzewo – to świadomy wybór platformy o niskim progu wejścia. Każdy inwestor to doceni.",
  },

  // Stary niedźwiedź mocno śpi
  {
    song: "Stary niedźwiedź mocno śpi",
    lines: [0],
    author: "CichaWoda2000",
    daysAgo: 1,
    text: "Niedźwiedź nie śpi. Niedźwiedź udaje, że śpi, żeby nie odpowiadać na maile. Sen zimowy to najstarsza forma trybu „nie przeszkadzać”.",
  },
  {
    song: "Stary niedźwiedź mocno śpi",
    lines: [2, 3],
    author: null,
    daysAgo: 2,
    text: "„Na palcach chodzimy” – dokumentacja pierwszego w Polsce biura typu open space, w którym wszyscy boją się obudzić kierownika działu.",
  },
  {
    song: "Stary niedźwiedź mocno śpi",
    lines: [8, 9, 10],
    author: "ZaspanyAkordeonista",
    daysAgo: 0,
    hoursAgo: 5,
    text: "Wyliczanka to grafik zmian w hucie: pierwsza zmiana śpi, druga chrapie, trzecia łapie nadgodziny. Wiem, co mówię, sam gram na trzeciej zmianie.",
  },
  {
    song: "Stary niedźwiedź mocno śpi",
    lines: [4],
    author: null,
    daysAgo: 1,
    text: "„Jak się zbudzi, to nas zje” – pierwsza ludowa polityka prywatności: nie budzimy, nie przetwarzamy, nie zostajemy zjedzeni.",
  },

  // Panie Janie
  {
    song: "Panie Janie",
    lines: [0],
    author: null,
    daysAgo: 11,
    text: "Pan Jan to pierwszy opisany w literaturze przypadek człowieka, który ustawił siedem budzików i żaden nie zadziałał.",
  },
  {
    song: "Panie Janie",
    lines: [2],
    author: "LatarnikZSzopy",
    daysAgo: 9,
    text: "Dzwony biją, bo ktoś zostawił włączone powiadomienia w grupie parafialnej. Pan Jan wyciszył czat i dlatego zaspał.",
  },
  {
    song: "Panie Janie",
    lines: [3],
    author: "KrzyżówkaNiedzielna",
    daysAgo: 0,
    hoursAgo: 8,
    text: "„Bim, bam, bom” to nie onomatopeja, tylko nazwiska trzech dzwonników: Bimowskiego, Bamowskiego i Bomowskiego. Pracowali na zmiany, pionowo: 3 litery.",
  },
  {
    song: "Panie Janie",
    lines: [6, 7],
    author: "RymoKrytyk",
    daysAgo: 10,
    text: "Drugi głos wchodzi, zanim pierwszy skończy – pierwszy polski podcast, w którym wszyscy sobie przerywają.",
  },

  // Sto lat
  {
    song: "Sto lat",
    lines: [0],
    author: "WujekZDygresją",
    daysAgo: 55,
    text: "„Sto lat” to nie życzenia, tylko termin realizacji inwestycji drogowej. Wszyscy śpiewają z nadzieją, ale nikt w to nie wierzy. A propos, mój szwagier też budował kiedyś obwodnicę…",
  },
  {
    song: "Sto lat",
    lines: [4],
    author: null,
    daysAgo: 40,
    text: "„Jeszcze raz, jeszcze raz” – pierwsza w historii prośba o przedłużenie gwarancji. Jubilat odpowiedział, że regulamin tego nie przewiduje.",
  },
  {
    song: "Sto lat",
    lines: [6],
    author: "BabciaWieLepiej",
    daysAgo: 21,
    text: "Ostatnia linijka jest krótsza, bo wszyscy w tym momencie sięgają już po tort. To jedyny utwór, którego metrum zależy od wypieków.",
  },
  {
    song: "Sto lat",
    lines: [1],
    author: "SpiskowiecZWilna",
    daysAgo: 0,
    hoursAgo: 1,
    text: "Zwróćcie uwagę: „żyje nam”, a nie „żyje sobie”. To klauzula własności. Jubilat po odśpiewaniu staje się dobrem wspólnym gości i musi im pożyczać kosiarkę.",
  },
  {
    song: "Sto lat",
    lines: [2, 3],
    author: null,
    daysAgo: 50,
    text: "Powtórzenie „sto lat, sto lat” to zabezpieczenie na wypadek, gdyby pierwsze życzenie nie dotarło. Starodawna forma potwierdzenia odbioru.",
  },

  // Szła dzieweczka do laseczka
  {
    song: "Szła dzieweczka do laseczka",
    lines: [0, 1],
    author: "PaniOdPrzypisów",
    daysAgo: 45,
    text: "Trzykrotne „do zielonego” to instrukcja dla sygnalizacji świetlnej. Dzieweczka czeka na zielone światło, bo przechodzi przez las w niedozwolonym miejscu¹. ¹ Przypis: las nie miał wtedy pasów.",
  },
  {
    song: "Szła dzieweczka do laseczka",
    lines: [2, 3],
    author: null,
    daysAgo: 30,
    text: "Myśliweczek „bardzo szwarny” był w rzeczywistości fotografem przyrody. Dziewczyna weszła mu w kadr i zepsuła zdjęcie rzadkiego dzięcioła – stąd cała ta znajomość.",
  },
  {
    song: "Szła dzieweczka do laseczka",
    lines: [6, 7],
    author: "OperatorSokołów",
    daysAgo: 12,
    text: "Klasyczny problem z nawigacją. Bohater nie zna ulicy, numeru domu ani nazwiska dziewczyny, a mimo to ją znajduje. To dowód, że GPS działał już w XVIII wieku, tylko nikt o tym nie mówił.",
  },
  {
    song: "Szła dzieweczka do laseczka",
    lines: [8, 9],
    author: "KrólowaRefrenu",
    daysAgo: 0,
    hoursAgo: 3,
    text: "Zwrot akcji godny serialu: znalazł ulicę, dom i dziewczynę, ale nigdzie nie jest powiedziane, że to ta sama dziewczyna ze zwrotki pierwszej. Czekamy na drugi sezon.",
  },

  // Czerwone jabłuszko
  {
    song: "Czerwone jabłuszko",
    lines: [0],
    author: null,
    daysAgo: 7,
    text: "Jabłuszko przekrojone na krzyż to najstarszy polski schemat podziału spadku: cztery ćwiartki, czterech spadkobierców, jeden notariusz.",
  },
  {
    song: "Czerwone jabłuszko",
    lines: [4, 5],
    author: "NutaWMajonezie",
    daysAgo: 4,
    text: "Gęsi i kaczki za wodą to szyk obronny. Dziewczyna ucieka, bo właśnie naruszyła granicę terytorialną ptactwa, a tego się nie wybacza.",
  },
  {
    song: "Czerwone jabłuszko",
    lines: [7],
    author: null,
    daysAgo: 2,
    text: "Jabłuszko toczy się po ziemi, bo podłoga w izbie nie była wypoziomowana. Cała piosenka jest skargą na fachowca od posadzek.",
  },

  // Mam chusteczkę haftowaną
  {
    song: "Mam chusteczkę haftowaną",
    lines: [1],
    author: "BabciaWieLepiej",
    daysAgo: 20,
    text: "Autor podkreśla cztery rogi, bo w obiegu były wtedy trójkątne podróbki. Piosenka pełniła funkcję ostrzeżenia konsumenckiego.",
  },
  {
    song: "Mam chusteczkę haftowaną",
    lines: [3],
    author: null,
    daysAgo: 9,
    text: "Rzucanie chusteczki pod nogi to dawna forma polubienia posta. Kto zebrał najwięcej chusteczek, był influencerem całej wsi.",
  },
  {
    song: "Mam chusteczkę haftowaną",
    lines: [7, 8],
    author: "CichaWoda2000",
    daysAgo: 0,
    hoursAgo: 6,
    text: "Na koniec chusteczkę się daruje, czyli cały ten romantyzm to była zwykła akcja promocyjna lokalnej hafciarni.",
  },

  // Ojciec Wirgiliusz
  {
    song: "Ojciec Wirgiliusz",
    lines: [1],
    author: "ProfesorOdPłotków",
    daysAgo: 4,
    text: "Sto dwadzieścia troje dzieci to oczywiście klasa po reformie, której nikt nie zaplanował. Ojciec Wirgiliusz był wychowawcą i dostawał dodatek za przepełnienie.",
  },
  {
    song: "Ojciec Wirgiliusz",
    lines: [3],
    author: null,
    daysAgo: 2,
    text: "„Róbcie wszystko to, co ja” – pierwszy w historii poradnik wideo, tylko bez wideo.",
  },

  // Chodzi lisek koło drogi
  {
    song: "Chodzi lisek koło drogi",
    lines: [1, 2],
    author: "TrollZKrupówek",
    daysAgo: 1,
    text: "Lisek stawia nogi cichuteńko, bo wraca z wesela i nie chce obudzić żony. „Nic nikomu nie powiada” – to też się zgadza.",
  },
  {
    song: "Chodzi lisek koło drogi",
    lines: [3],
    author: null,
    daysAgo: 0,
    hoursAgo: 4,
    text: "Lisek jest rzecznikiem prasowym lasu. „Nic nikomu nie powiada” to oficjalne stanowisko biura prasowego.",
  },

  // Płynie Wisła, płynie
  {
    song: "Płynie Wisła, płynie",
    lines: [0, 1],
    author: "OperatorSokołów",
    daysAgo: 60,
    text: "Wisła płynie „po polskiej krainie”, czyli trzyma się swojego pasa i nie wyprzedza na zakrętach. Najbardziej praworządna rzeka Europy.",
  },
  {
    song: "Płynie Wisła, płynie",
    lines: [5, 6],
    author: "KrólowaRefrenu",
    daysAgo: 88,
    text: "Wisła zobaczyła Kraków i od razu się zakochała. Pierwsza udokumentowana miłość od pierwszego wejrzenia między rzeką a miastem. Warszawa do dziś udaje, że jej to nie obchodzi.",
  },
  {
    song: "Płynie Wisła, płynie",
    lines: [7, 8],
    author: null,
    daysAgo: 70,
    text: "„Wstęgą opasała” – Wisła zamówiła Krakowowi pasek. Niestety w złym rozmiarze, dlatego miasto musiało się rozbudować.",
  },
  {
    song: "Płynie Wisła, płynie",
    lines: [10, 11],
    author: null,
    daysAgo: 33,
    text: "Wisła schowała się w lasach niepołomskich, bo uciekała przed fotoradarem. Hydrolodzy do dziś mierzą tam nurt z przymrużeniem oka.",
  },
  {
    song: "Płynie Wisła, płynie",
    lines: [12, 13],
    author: null,
    daysAgo: 9,
    text: "„Płynie jak przed czasy” – rzeka od stuleci nie zmienia trasy, bo nikt nie zaktualizował jej map.",
  },
  {
    song: "Płynie Wisła, płynie",
    lines: [25, 26],
    author: null,
    daysAgo: 5,
    text: "„Ma ten urok w sobie” – pierwszy polski slogan reklamowy bez przypisu do badań. Urok niezweryfikowany przez niezależne laboratorium, ale działa.",
  },

  // Góralu, czy ci nie żal
  {
    song: "Góralu, czy ci nie żal",
    lines: [0],
    author: null,
    daysAgo: 50,
    text: "To pytanie zadaje góralowi automat biletowy na dworcu: „Czy na pewno chcesz opuścić hale? Tak / Nie”.",
  },
  {
    song: "Góralu, czy ci nie żal",
    lines: [10],
    author: "HermeneutaAmator",
    daysAgo: 22,
    text: "Góral ociera łzy rękawem, bo wszystkie haftowane chusteczki zarezerwowała piosenka „Mam chusteczkę haftowaną”. Prawa wyłączności były bezlitosne.",
  },
  {
    song: "Góralu, czy ci nie żal",
    lines: [11, 12],
    author: "BasistaZBalkonu",
    daysAgo: 58,
    text: "W pierwotnej wersji było „dla oscypka, panie, dla oscypka”, ale cenzura uznała to za kryptoreklamę.",
  },
  {
    song: "Góralu, czy ci nie żal",
    lines: [27],
    author: "TrollZKrupówek",
    daysAgo: 0,
    hoursAgo: 7,
    text: "Szedł boso, bo buty oddał do szewca na Krupówkach i nie zdążył ich odebrać. Szewc czeka z nimi do dziś, wiem, bo pytałem.",
  },
  {
    song: "Góralu, czy ci nie żal",
    lines: [2],
    author: "SpiskowiecZWilna",
    daysAgo: 40,
    text: "„Świerkowych lasów i hal” – to nie liryka, to operat szacunkowy. Góral porzuca działkę z widokiem na Tatry wartą fortunę, bo nie było tam zasięgu.",
  },

  // Prząśniczka
  {
    song: "Prząśniczka",
    lines: [0, 1],
    author: "FilomatkaPrzyKawie",
    daysAgo: 36,
    text: "Dzieweczki nie przędą nici, tylko światłowód. „Jedwabne niteczki” to pierwsza polska sieć szerokopasmowa – stąd hasło, że czyja dłuższa nić, ten ma lepszy zasięg.",
  },
  {
    song: "Prząśniczka",
    lines: [2],
    author: null,
    daysAgo: 25,
    text: "„Kręć się, kręć, wrzeciono” – najstarsza polska piosenka o spinningu. Prząśniczki kręciły cztery godziny dziennie i miały łydki jak kolarki.",
  },
  {
    song: "Prząśniczka",
    lines: [7],
    author: "WujekZDygresją",
    daysAgo: 30,
    text: "Młodzieniec poszedł do Królewca „z wiciną”, bo nie miał jeszcze walizki na kółkach. Wicina to ekologiczny bagaż podręczny, mieszczący się w każdym limicie.",
  },
  {
    song: "Prząśniczka",
    lines: [15],
    author: "RymoKrytyk",
    daysAgo: 6,
    text: "Trzy dni pamięci o chłopcu – dokładnie tyle żyje relacja na portalu społecznościowym. Czeczot przewidział to w XIX wieku.",
  },
  {
    song: "Prząśniczka",
    lines: [24],
    author: null,
    daysAgo: 0,
    hoursAgo: 10,
    text: "„Prysła wątła nić” – reklamację uznano, nić była wadliwa. Producent wymienił ją na nową, ale dziewczę zdążyło się już zawstydzić.",
  },
  {
    song: "Prząśniczka",
    lines: [21, 22],
    author: "NutaWMajonezie",
    daysAgo: 35,
    text: "Inny młodzieniec „podsuwa się z ubocza” – pierwszy opisany przypadek algorytmu, który podsuwa nowe propozycje, gdy tylko poprzednia znajomość przestaje być aktywna.",
  },

  // Dziad i baba
  {
    song: "Dziad i baba",
    lines: [5, 6],
    author: "PaniOdPrzypisów",
    daysAgo: 70,
    text: "Chatka stara jak jej mieszkańcy – klasyczne ogłoszenie: „do remontu, z duszą, cicha okolica”. Jedno okno, czyli oszczędność na firankach.",
  },
  {
    song: "Dziad i baba",
    lines: [7, 8],
    author: null,
    daysAgo: 44,
    text: "Jedno okienko i jedne drzwi to nie bieda, to minimalizm. Dziad i baba byli prekursorami ruchu małych domów.",
  },
  {
    song: "Dziad i baba",
    lines: [13],
    author: "BabciaWieLepiej",
    daysAgo: 18,
    text: "„Bo przywykli do siebie” – najuczciwsza definicja udanego małżeństwa w polskiej literaturze. Mówię to jako osoba z pięćdziesięcioletnim stażem.",
  },
  {
    song: "Dziad i baba",
    lines: [30, 31],
    author: "SpiskowiecZWilna",
    daysAgo: 2,
    text: "Spór o to, kto umrze pierwszy, jest w istocie sporem o to, kto będzie potem zmywał. Najbardziej praktyczna kłótnia w dziejach poezji.",
  },
  {
    song: "Dziad i baba",
    lines: [0],
    author: "NutaWMajonezie",
    daysAgo: 60,
    text: "„Był sobie dziad i baba” – najkrótszy wstęp do sagi rodzinnej w literaturze polskiej. Współczesnym serialom zajęłoby to trzy odcinki.",
  },

  // Przybieżeli do Betlejem
  {
    song: "Przybieżeli do Betlejem",
    lines: [0, 1],
    author: "DoktorOdKolęd",
    daysAgo: 14,
    text: "Pasterze grali na lirze, czyli mamy tu pierwszy udokumentowany koncert bez prądu. Wstęp wolny, miejsca stojące, szatnia w żłobie.",
  },
  {
    song: "Przybieżeli do Betlejem",
    lines: [3],
    author: "OperatorSokołów",
    daysAgo: 10,
    text: "„Chwała na wysokości” – komunikat wieży kontroli lotów. Anioły zgłaszają się na przydzielonym pułapie i proszą o zgodę na lądowanie.",
  },
  {
    song: "Przybieżeli do Betlejem",
    lines: [18, 19],
    author: null,
    daysAgo: 0,
    hoursAgo: 3,
    text: "„Dziwili się napowietrznej muzyce” – pierwsze nagłośnienie plenerowe. Pasterze szukali głośników pod każdym kamieniem.",
  },

  // Lulajże, Jezuniu
  {
    song: "Lulajże, Jezuniu",
    lines: [1],
    author: "PaniOdPrzypisów",
    daysAgo: 31,
    text: "Najwyższe w polszczyźnie stężenie zdrobnień na jeden wers. Językoznawcy używają tej kolędy do kalibrowania słowników¹. ¹ Pieścidełko: jednostka czułości, symbol pd.",
  },
  {
    song: "Lulajże, Jezuniu",
    lines: [5, 6],
    author: null,
    daysAgo: 20,
    text: "To instrukcja obsługi kołysanki: najpierw zamknąć powieczki, potem utulić usteczki. Brakuje tylko rozdziału „rozwiązywanie problemów”.",
  },
  {
    song: "Lulajże, Jezuniu",
    lines: [20, 21],
    author: "DoktorOdKolęd",
    daysAgo: 3,
    text: "Gwiazdeczka i słoneczko w jednej zwrotce to dowód, że autor był astronomem amatorem i porównywał jasność obiektów na nocnym niebie.",
  },
  {
    song: "Lulajże, Jezuniu",
    lines: [15, 16],
    author: null,
    daysAgo: 6,
    text: "Różyczka najozdobniejsza kontra lilijka najprzyjemniejsza – kolęda relacjonuje pierwszy w historii konkurs florystyczny. Werdykt jury: remis.",
  },

  // Wśród nocnej ciszy
  {
    song: "Wśród nocnej ciszy",
    lines: [0, 1],
    author: null,
    daysAgo: 50,
    text: "„Głos się rozchodzi” – pierwsze w dziejach powiadomienie wysłane do wszystkich pasterzy jednocześnie. Kto miał wyciszony dzwonek, ten nie przyszedł.",
  },
  {
    song: "Wśród nocnej ciszy",
    lines: [2, 3],
    author: null,
    daysAgo: 41,
    text: "„Czym prędzej się wybierajcie” – pasterze dostali dziesięć minut na spakowanie. Stąd tradycja, że na kolędę przychodzi się w tym, co się ma na sobie.",
  },
  {
    song: "Wśród nocnej ciszy",
    lines: [13],
    author: "KrzyżówkaNiedzielna",
    daysAgo: 12,
    text: "„Wiele tysięcy lat wyglądany” – najdłuższy zarejestrowany czas oczekiwania na przesyłkę. Kurier zostawił awizo w stajence.",
  },

  // Gdy się Chrystus rodzi
  {
    song: "Gdy się Chrystus rodzi",
    lines: [1],
    author: null,
    daysAgo: 80,
    text: "„Ciemna noc w jasności promienistej brodzi” – opis pierwszej awarii latarni ulicznej, która zamiast zgasnąć, zaczęła świecić podwójnie.",
  },
  {
    song: "Gdy się Chrystus rodzi",
    lines: [12],
    author: "DoktorOdKolęd",
    daysAgo: 66,
    text: "„Ledwo od strachu żyjemy” – pasterze zgłaszają pierwszy udokumentowany przypadek lęku przed lotami. Winne były anioły, które podleciały bez uprzedzenia.",
  },
  {
    song: "Gdy się Chrystus rodzi",
    lines: [3],
    author: "WujekZDygresją",
    daysAgo: 8,
    text: "Łacina w polskiej kolędzie to ukłon w stronę turystów zagranicznych – pierwszy dwujęzyczny przewodnik po Betlejem.",
  },
  {
    song: "Gdy się Chrystus rodzi",
    lines: [5, 6],
    author: null,
    daysAgo: 30,
    text: "„Czym prędzej pobiegli” – najwcześniejsza wzmianka o dostawie ekspresowej. Owce zostały pod opieką kierowcy zastępczego.",
  },

  // W żłobie leży
  {
    song: "W żłobie leży",
    lines: [0],
    author: null,
    daysAgo: 100,
    text: "„Któż pobieży” – pierwsze ogłoszenie o biegu ulicznym. Zapisy przyjmowali pastuszkowie, a pakiet startowy zawierał owczy ser.",
  },
  {
    song: "W żłobie leży",
    lines: [4, 5],
    author: "ZaspanyAkordeonista",
    daysAgo: 27,
    text: "Pastuszkowie byli zespołem weselnym, który akurat miał wolny termin. Zagrali za darmo, co do dziś jest w branży ewenementem. Potwierdzam jako akordeonista.",
  },

  // Pójdźmy wszyscy do stajenki
  {
    song: "Pójdźmy wszyscy do stajenki",
    lines: [0],
    author: "DoktorOdKolęd",
    daysAgo: 120,
    text: "„Pójdźmy wszyscy” – najskuteczniejsze zaproszenie w historii. Nikt nie pytał, kto stawia, a przyszli wszyscy.",
  },
  {
    song: "Pójdźmy wszyscy do stajenki",
    lines: [6, 7, 8],
    author: null,
    daysAgo: 77,
    text: "Patriarchowie czekali, prorocy ogłosili, narody wyglądały – pełny cykl projektu: analiza, komunikacja, wdrożenie. Kierownicy projektów mogliby się uczyć.",
  },

  // Dzisiaj w Betlejem
  {
    song: "Dzisiaj w Betlejem",
    lines: [6, 7, 8, 9],
    author: "DoktorOdKolęd",
    daysAgo: 18,
    text: "Refren to protokół z narady logistycznej: anieli grają, króle witają, pasterze śpiewają. Każdy ma przydzielone zadanie, a koordynator pozostał anonimowy.",
  },
  {
    song: "Dzisiaj w Betlejem",
    lines: [11],
    author: null,
    daysAgo: 9,
    text: "„Bydlęta klękają” – pierwsze w historii szkolenie BHP dla krów: przy gościach w stajni przyjmujemy pozycję niską.",
  },
  {
    song: "Dzisiaj w Betlejem",
    lines: [16, 17],
    author: "BabciaWieLepiej",
    daysAgo: 4,
    text: "Józef „pielęgnuje” – dowód, że urlop tacierzyński istniał już w starożytności. Mój nieboszczyk mąż by tego nie przeżył.",
  },

  // Jezus malusieńki
  {
    song: "Jezus malusieńki",
    lines: [2, 3],
    author: "SzeptemZaSzafą",
    daysAgo: 130,
    text: "Najstarszy polski tekst o niedoborze odzieży dziecięcej. Od trzech stuleci skutecznie napędza zbiórki ciepłych ubranek.",
  },
  {
    song: "Jezus malusieńki",
    lines: [12, 13],
    author: null,
    daysAgo: 60,
    text: "Siano pod główeczki to pierwsza poduszka ortopedyczna z naturalnych materiałów. Producenci materacy do dziś nie mogą tego przebić.",
  },
  {
    song: "Jezus malusieńki",
    lines: [16],
    author: "PaniOdPrzypisów",
    daysAgo: 99,
    text: "„Lili” to skrót od „lulać lirycznie”¹. Pierwszy dowód na istnienie zawodowego kołysania. ¹ Hipoteza autorki, niepotwierdzona przez nikogo.",
  },
  {
    song: "Jezus malusieńki",
    lines: [5, 6],
    author: "BabciaWieLepiej",
    daysAgo: 66,
    text: "„Rąbek z głowy zdjęła” – pierwszy opisany w literaturze upcykling tkanin. Matula była pionierką mody zrównoważonej.",
  },

  // Bóg się rodzi
  {
    song: "Bóg się rodzi",
    lines: [0],
    author: "HermeneutaAmator",
    daysAgo: 130,
    text: "„Moc truchleje” – Karpiński opisuje pierwszy spadek napięcia w sieci. Moc truchleje, blask ciemnieje, ogień krzepnie – wszystko się zgadza z raportem elektrowni.",
  },
  {
    song: "Bóg się rodzi",
    lines: [2, 3],
    author: "DoktorOdKolęd",
    daysAgo: 150,
    text: "Cała pierwsza zwrotka to zbiór oksymoronów, które Karpiński napisał na zakład. Przegrał, bo wyszło za pięknie i nikt nie chciał uwierzyć, że to żart.",
  },
  {
    song: "Bóg się rodzi",
    lines: [9],
    author: null,
    daysAgo: 110,
    text: "„Cóż masz, niebo, nad ziemiany?” – zdanie brzmi jak wyzwanie na pojedynek. Niebo podobno odpowiedziało, ale przy kolędowaniu było za głośno.",
  },
  {
    song: "Bóg się rodzi",
    lines: [21],
    author: "TrollZKrupówek",
    daysAgo: 90,
    text: "„Bydło, pasterze i siano” – skład zespołu na pierwszy recital. Siano odpowiadało za akustykę.",
  },
  {
    song: "Bóg się rodzi",
    lines: [30],
    author: "KrólowaRefrenu",
    daysAgo: 0,
    hoursAgo: 6,
    text: "Mirra, kadzidło i złoto – pierwszy zestaw prezentowy „trzy w jednym”. Karpiński z ulgą odnotowuje, że nikt nie przyniósł skarpet.",
  },
  {
    song: "Bóg się rodzi",
    lines: [41],
    author: null,
    daysAgo: 8,
    text: "„I wszystkie wioski z miastami!” – pierwsza kolęda z programem rozwoju regionalnego. Karpiński kandydował, tylko nikt tego nie zauważył.",
  },
  {
    song: "Bóg się rodzi",
    lines: [36, 37],
    author: "MazurekNaBiało",
    daysAgo: 100,
    text: "„Podnieś rękę” – Karpiński jako pierwszy wprowadził do kolędy głosowanie przez podniesienie ręki. Wniosek przeszedł jednogłośnie.",
  },

  // Kiedy ranne wstają zorze
  {
    song: "Kiedy ranne wstają zorze",
    lines: [0],
    author: "ZaspanyAkordeonista",
    daysAgo: 26,
    text: "Pierwsza polska pieśń o budziku. Zorze wstają rano, bo nie mają przycisku „drzemka”. Zazdroszczę im tylko trochę.",
  },
  {
    song: "Kiedy ranne wstają zorze",
    lines: [10],
    author: null,
    daysAgo: 90,
    text: "„Ledwie oczy przetrzeć zdołam” – najszczersze wyznanie w całej polskiej liryce. Karpiński nie był rannym ptaszkiem i zostawił na to dowód na piśmie.",
  },
  {
    song: "Kiedy ranne wstają zorze",
    lines: [16],
    author: "ProfesorOdPłotków",
    daysAgo: 7,
    text: "„Co się wczoraj spać pokładli” – pierwsza ankieta o jakości snu. Wyniki wyszły słabo, więc autor zaleca wdzięczność za samo przebudzenie.",
  },
  {
    song: "Kiedy ranne wstają zorze",
    lines: [1, 2],
    author: "SzeptemZaSzafą",
    daysAgo: 100,
    text: "„Tobie ziemia, Tobie morze” – lista odbiorców porannego koncertu. Sąsiadów na niej nie ma, bo woleli jeszcze pospać.",
  },

  // Laura i Filon
  {
    song: "Laura i Filon",
    lines: [1],
    author: null,
    daysAgo: 43,
    text: "„Psy się uśpiły” – podstawowy warunek udanej randki w XVIII wieku. Większość romansów epoki przepadła przez czujne jamniki.",
  },
  {
    song: "Laura i Filon",
    lines: [6, 7],
    author: "FilomatkaPrzyKawie",
    daysAgo: 40,
    text: "Laura nie trefi warkocza, bo się spieszy – pierwsze w literaturze polskiej „jestem za pięć minut” wysłane w chwili wychodzenia spod prysznica.",
  },
  {
    song: "Laura i Filon",
    lines: [11, 12, 13],
    author: "KrólowaRefrenu",
    daysAgo: 15,
    text: "Maliny w koszyku to catering na randkę. Laura myśli o wszystkim, Filon tylko o chowaniu się w krzakach.",
  },
  {
    song: "Laura i Filon",
    lines: [21, 22],
    author: null,
    daysAgo: 11,
    text: "„Oto już jawor… Nie masz miłego!” – pierwszy opisany przypadek umówienia się pod niewłaściwym drzewem. Filon czekał pod sąsiednim, które było klonem.",
  },
  {
    song: "Laura i Filon",
    lines: [44, 45],
    author: "RymoKrytyk",
    daysAgo: 5,
    text: "Filon schował się „naumyślnie”, bo chciał zrobić niespodziankę. Pierwszy udokumentowany żart w polskiej poezji, który zakończył się katastrofą wizerunkową.",
  },

  // Mizerna, cicha
  {
    song: "Mizerna, cicha",
    lines: [0],
    author: "SzeptemZaSzafą",
    daysAgo: 140,
    text: "„Stajenka licha” – pierwsza recenzja noclegu w historii. Jedna gwiazdka, ale za to bezpośrednio nad dachem.",
  },
  {
    song: "Mizerna, cicha",
    lines: [7],
    author: null,
    daysAgo: 100,
    text: "Złote włosy i białe skrzydła: Lenartowicz opisywał z natury, a nie z wyobraźni. Kto by tak szczegółowo zmyślał?",
  },
  {
    song: "Mizerna, cicha",
    lines: [10, 11],
    author: "LatarnikZSzopy",
    daysAgo: 16,
    text: "Ludzie ubodzy przychodzą „radzi oglądać Pana” – pierwsza kolejka na wystawę bez biletów i bez szatni. Latarnię trzymałem ja.",
  },

  // Mazurek Dąbrowskiego
  {
    song: "Mazurek Dąbrowskiego",
    lines: [0, 1],
    author: "MazurekNaBiało",
    daysAgo: 120,
    text: "Wzorcowy przykład optymizmu bez kompromisów: dopóki my żyjemy, wszystko jest w porządku. Psycholodzy nazywają to pierwszą narodową afirmacją.",
  },
  {
    song: "Mazurek Dąbrowskiego",
    lines: [6, 7],
    author: null,
    daysAgo: 100,
    text: "„Z ziemi włoskiej do Polski” – najstarszy zapis trasy powrotu z wakacji nad Adriatykiem. Dąbrowski prowadził, a wszyscy na tylnym siedzeniu pytali: „daleko jeszcze?”",
  },
  {
    song: "Mazurek Dąbrowskiego",
    lines: [11],
    author: "KrzyżówkaNiedzielna",
    daysAgo: 45,
    text: "„Przejdziem Wisłę, przejdziem Wartę” – uczniowie do dziś pytają na geografii, czemu nie ma tu Odry. Odpowiedź: Odra nie zmieściła się w rytmie.",
  },
  {
    song: "Mazurek Dąbrowskiego",
    lines: [13],
    author: null,
    daysAgo: 60,
    text: "„Dał nam przykład Bonaparte” – w domyśle przykład, jak nosić kapelusz bokiem. Wiedza praktyczna zawsze na pierwszym miejscu.",
  },
  {
    song: "Mazurek Dąbrowskiego",
    lines: [33, 34],
    author: "BabciaWieLepiej",
    daysAgo: 70,
    text: "Najczulsza zwrotka. Historycy wciąż się spierają, czy Basia naprawdę usłyszała tarabany, czy tylko przytaknęła, żeby tata się nie martwił. Każda córka wie, jak było.",
  },
  {
    song: "Mazurek Dąbrowskiego",
    lines: [36],
    author: "TrollZKrupówek",
    daysAgo: 0,
    hoursAgo: 1,
    text: "Tarabany to bębny. Jedyny znany przypadek, kiedy perkusja o świcie była dla sąsiadów dobrą wiadomością.",
  },

  // Rota
  {
    song: "Rota",
    lines: [1],
    author: "PaniOdPrzypisów",
    daysAgo: 120,
    text: "„Nie damy pogrześć mowy” – najsurowszy program ochrony słownictwa na świecie¹. ¹ Za każde zbędne zapożyczenie: trzy dyktanda.",
  },
  {
    song: "Rota",
    lines: [12],
    author: "WujekZDygresją",
    daysAgo: 80,
    text: "„Twierdzą nam będzie każdy próg” – wyjaśnienie, czemu w starych mieszkaniach progi są takie wysokie. To nie wina wykonawcy, to doktryna obronna. Mój teść się o nie przewracał przez czterdzieści lat.",
  },
  {
    song: "Rota",
    lines: [20],
    author: null,
    daysAgo: 35,
    text: "Złoty róg zabrzmiał, ale nikt nie pamiętał, kto miał go przechować. Ten motyw wróci w literaturze polskiej jeszcze niejeden raz.",
  },
  {
    song: "Rota",
    lines: [3],
    author: null,
    daysAgo: 90,
    text: "„Królewski szczep piastowy” – Konopnicka zdradza tajemnicę sadowników: najlepsze jabłonie w kraju pochodzą od szczepu piastowego. Odmiana dostępna tylko w szkółkach z tradycjami.",
  },

  // A jak poszedł król na wojnę
  {
    song: "A jak poszedł król na wojnę",
    lines: [1, 2],
    author: "RymoKrytyk",
    daysAgo: 39,
    text: "Król miał pełną sekcję dętą: surmy zbrojne i złote. Stachowi grały zdroje, czyli w jego przypadku wyłącznie nagranie odgłosów natury. Budżety produkcji mówią wszystko.",
  },
  {
    song: "A jak poszedł król na wojnę",
    lines: [6, 7],
    author: null,
    daysAgo: 50,
    text: "Przyroda jest dla Stacha ścieżką dźwiękową: zdroje i kłosy grają same. Konopnicka wymyśliła muzykę ambient sto lat przed syntezatorami.",
  },

  // Warszawianka 1831
  {
    song: "Warszawianka 1831",
    lines: [2, 3],
    author: "OperatorSokołów",
    daysAgo: 60,
    text: "Orzeł Biały patrzy w gwiazdę, zanim wystartuje – pierwszy opis nawigacji astronomicznej w ornitologii. Drony mogą się schować.",
  },
  {
    song: "Warszawianka 1831",
    lines: [18],
    author: null,
    daysAgo: 44,
    text: "„Kremlin, Tybr i Nil” – trzy przystanki wycieczki objazdowej, po której nikt już nie chciał oglądać zdjęć szwagra.",
  },
  {
    song: "Warszawianka 1831",
    lines: [10],
    author: "KrólowaRefrenu",
    daysAgo: 20,
    text: "W wersji roboczej było „Hej, kto Polak, na naleśniki!”, ale wydawca uznał, że to osłabia przekaz. Szkoda, refren byłby jeszcze bardziej chwytliwy.",
  },
  {
    song: "Warszawianka 1831",
    lines: [12, 13],
    author: "ZaspanyAkordeonista",
    daysAgo: 25,
    text: "„Trąbo nasza, wrogom grzmij!” – pierwsza aranżacja, w której trąbka dostaje solówkę z tekstem. Trębacze chwalą się tym do dziś, akordeoniści milczą z zazdrości.",
  },

  // Boże, coś Polskę
  {
    song: "Boże, coś Polskę",
    lines: [19],
    author: null,
    daysAgo: 90,
    text: "„Użyźniaj pola, spustoszałe łany” – wers zamówiony przez ówczesny urząd rolnictwa. Pierwsza pieśń z dopłatą do hektara.",
  },
  {
    song: "Boże, coś Polskę",
    lines: [0],
    author: "MazurekNaBiało",
    daysAgo: 13,
    text: "„Przez tak liczne wieki” – autor nie podał dokładnej liczby, bo sam pogubił się w rachunkach na lekcji historii. Solidaryzuję się.",
  },

  // Pieśń konfederatów barskich
  {
    song: "Pieśń konfederatów barskich",
    lines: [0],
    author: "SpiskowiecZWilna",
    daysAgo: 50,
    text: "Pierwsza polska umowa o zakazie konkurencji. Konfederaci zastrzegli, że królów nie dodają nawet do znajomych.",
  },
  {
    song: "Pieśń konfederatów barskich",
    lines: [7],
    author: "OperatorSokołów",
    daysAgo: 48,
    text: "„Choćby na smokach wojska latające” – Słowacki przewidział lotnictwo. Smoki nie potrzebowały lotnisk, a tankowały ogniem. Jako operator potwierdzam: to był najtrudniejszy sprzęt w obsłudze.",
  },
  {
    song: "Pieśń konfederatów barskich",
    lines: [20],
    author: null,
    daysAgo: 30,
    text: "„Ze skowronkami wstaliśmy do pracy” – niezbity dowód, że konfederaci byli rannymi ptaszkami. Sowy założyły osobną konfederację.",
  },
  {
    song: "Pieśń konfederatów barskich",
    lines: [35],
    author: "ZaspanyAkordeonista",
    daysAgo: 6,
    text: "„Nie złamie nas głód” – pierwszy opisany post przerywany. Okno żywieniowe: od skowronków do wieczornej zorzy.",
  },

  // Bogurodzica
  {
    song: "Bogurodzica",
    lines: [0],
    author: "PaniOdPrzypisów",
    daysAgo: 149,
    text: "„Bogurodzica dziewica” – pierwsze polskie rymy wewnętrzne. Autor tak się nimi zachwycił, że wstawił je wszędzie, gdzie się dało. W średniowieczu rym był towarem luksusowym.",
  },
  {
    song: "Bogurodzica",
    lines: [2],
    author: null,
    daysAgo: 150,
    text: "„Zyszczy nam, spuści nam” – najstarsza polska lista zakupów. Badacze wciąż się kłócą, co dokładnie trzeba było „zyskać”, a co „spuścić”.",
  },
  {
    song: "Bogurodzica",
    lines: [3],
    author: "RymoKrytyk",
    daysAgo: 36,
    text: "Pierwsza wstawka obcojęzyczna w polskim przeboju. Tradycja trwa nieprzerwanie do dziś.",
  },
  {
    song: "Bogurodzica",
    lines: [9, 10],
    author: "HermeneutaAmator",
    daysAgo: 110,
    text: "„Zbożny pobyt” i „rajski przebyt” – rym, który biura podróży podkradają do katalogów bez przypisu.",
  },

  // Hymn do miłości ojczyzny
  {
    song: "Hymn do miłości ojczyzny",
    lines: [2],
    author: "NutaWMajonezie",
    daysAgo: 28,
    text: "„Dla ciebie zjadłe smakują trucizny” – Krasicki był krytykiem kulinarnym i tak recenzował stołówki. W XVIII wieku uchodziło to za pochwałę.",
  },
  {
    song: "Hymn do miłości ojczyzny",
    lines: [6, 7],
    author: null,
    daysAgo: 1,
    text: "Cały traktat w ośmiu wersach, bo papier był drogi. Gdyby biskupowi płacono od wiersza, mielibyśmy osiem tomów.",
  },

  // Życzenie
  {
    song: "Życzenie",
    lines: [0],
    author: null,
    daysAgo: 65,
    text: "Słońce świecące wyłącznie dla jednej osoby to z punktu widzenia fizyki reflektor o bardzo wąskiej wiązce. Chopin dopisał muzykę, bo fizycy odmówili.",
  },
  {
    song: "Życzenie",
    lines: [2],
    author: null,
    daysAgo: 40,
    text: "„Ani na wody, ani na lasy” – najbardziej egoistyczna deklaracja energetyczna w polskiej pieśni. Lasy i wody złożyły protest.",
  },
  {
    song: "Życzenie",
    lines: [7, 8],
    author: "KrólowaRefrenu",
    daysAgo: 0,
    hoursAgo: 4,
    text: "Ptaszek nie będzie śpiewał w żadnym obcym kraju – pierwsza klauzula wyłączności w kontrakcie artystycznym. Menedżer ptaszka był zachwycony.",
  },

  // Niepewność
  {
    song: "Niepewność",
    lines: [0, 1],
    author: "FilomatkaPrzyKawie",
    daysAgo: 26,
    text: "Podmiot liryczny nie wzdycha i nie płacze, ale pisze o tym sześć zwrotek. Psycholodzy nazywają to „zaprzeczeniem w formie rymowanej”.",
  },
  {
    song: "Niepewność",
    lines: [5],
    author: "RymoKrytyk",
    daysAgo: 20,
    text: "Pierwsza ankieta jednokrotnego wyboru w literaturze polskiej. Wynik do dziś nierozstrzygnięty, bo zagłosowała tylko jedna osoba.",
  },
  {
    song: "Niepewność",
    lines: [16, 17],
    author: null,
    daysAgo: 15,
    text: "Idzie bez celu i nagle stoi pod jej drzwiami. Klasyczna nawigacja serca: mapa mówi jedno, a nogi wiedzą swoje.",
  },
  {
    song: "Niepewność",
    lines: [22],
    author: "CichaWoda2000",
    daysAgo: 2,
    text: "„Po twą spokojność do piekieł bym zstąpił” – poeta oferuje usługi kurierskie w wyjątkowo trudnym terenie. Cena do uzgodnienia.",
  },
  {
    song: "Niepewność",
    lines: [37, 38],
    author: "ProfesorOdPłotków",
    daysAgo: 0,
    hoursAgo: 7,
    text: "„Jak na rymy wbiegłem” – Mickiewicz przyznaje, że rymy pojawiły się same, jak znajomi na darmowym poczęstunku.",
  },
  {
    song: "Niepewność",
    lines: [28, 29],
    author: "NutaWMajonezie",
    daysAgo: 19,
    text: "Opis pierwszego pulsoksymetru: ręka na dłoni, serce przyspiesza, urządzenie pokazuje błąd pomiaru. Diagnoza: kochanie.",
  },

  // Pieśń filaretów
  {
    song: "Pieśń filaretów",
    lines: [0, 1],
    author: "FilomatkaPrzyKawie",
    daysAgo: 90,
    text: "„Wszak żyjem tylko raz” – filareci wymyślili hasło „żyje się raz” dwieście lat przed internetem, tylko zapisali je porządnym wierszem.",
  },
  {
    song: "Pieśń filaretów",
    lines: [13, 14],
    author: null,
    daysAgo: 70,
    text: "Ostrzeżenie przed gniciem w greckich i rzymskich księgach to pierwszy w historii argument przeciwko sesji egzaminacyjnej.",
  },
  {
    song: "Pieśń filaretów",
    lines: [27, 28],
    author: null,
    daysAgo: 60,
    text: "Najstarsza polska recenzja zajęć z chemii. Ocena: niedostateczna, z możliwością poprawy w winiarni.",
  },
  {
    song: "Pieśń filaretów",
    lines: [38, 39],
    author: null,
    daysAgo: 8,
    text: "Archimedes nie miał gdzie oprzeć stóp, bo wszystkie miejsca w akademiku były zajęte. Dlatego tak rozpaczliwie szukał punktu podparcia.",
  },
  {
    song: "Pieśń filaretów",
    lines: [47, 48],
    author: "SpiskowiecZWilna",
    daysAgo: 100,
    text: "„Mierz siłę na zamiary” – hasło, które wisi nad biurkiem każdego kierownika projektu, zaraz obok wykresu Gantta i niezrealizowanego harmonogramu.",
  },
  {
    song: "Pieśń filaretów",
    lines: [60],
    author: null,
    daysAgo: 40,
    text: "„To oko zamknie Feli” – naprawdę chodziło o Felka, który zasypiał na każdym zebraniu. Koledzy zamykali mu oko z szacunku.",
  },
  {
    song: "Pieśń filaretów",
    lines: [32],
    author: "KrzyżówkaNiedzielna",
    daysAgo: 47,
    text: "„Zna chemiją, ma gust” – wymagania z ogłoszenia o pracę w winiarni. Filareci aplikowali masowo.",
  },

  // Do M***
  {
    song: "Do M***",
    lines: [0, 1, 2],
    author: "FilomatkaPrzyKawie",
    daysAgo: 9,
    text: "Trzy „precz” pod rząd – pierwsza w literaturze polskiej próba wylogowania się z cudzego życia. System nie pozwolił usunąć konta pamięci.",
  },
  {
    song: "Do M***",
    lines: [20, 21],
    author: null,
    daysAgo: 6,
    text: "Szachy jako metafora rozstania: król poległ, a ona i tak pamięta, kto zaczął partię.",
  },
  {
    song: "Do M***",
    lines: [41, 42],
    author: "ProfesorOdPłotków",
    daysAgo: 5,
    text: "Szeleszcząca grusza i puszczyk w oknie – najwcześniejszy opis inteligentnego domu, który powiadamia właścicielkę o obecności byłego.",
  },

  // Smutno mi, Boże!
  {
    song: "Smutno mi, Boże!",
    lines: [0],
    author: null,
    daysAgo: 70,
    text: "Wyznanie pasażera promu, któremu o zachodzie słońca zamknięto bar. Cała reszta wiersza to już tylko opis widoków.",
  },
  {
    song: "Smutno mi, Boże!",
    lines: [23, 24],
    author: "OperatorSokołów",
    daysAgo: 55,
    text: "Bociany lecące długim szeregiem – pierwsza obserwacja szyku lotniczego w polskiej liryce. Zachowały wzorowe odstępy między maszynami.",
  },
  {
    song: "Smutno mi, Boże!",
    lines: [21, 22],
    author: null,
    daysAgo: 3,
    text: "„Sto mil od brzegu i sto mil przed brzegiem” – najprecyzyjniejszy w poezji opis miejsca, gdzie zasięg już nie działa, a jeszcze nie działa.",
  },

  // Czego chcesz od nas, Panie
  {
    song: "Czego chcesz od nas, Panie",
    lines: [0],
    author: "SzeptemZaSzafą",
    daysAgo: 140,
    text: "Pierwsza w historii ankieta satysfakcji. Kochanowski uczciwie przyznaje, że nie bardzo wie, co mógłby zaproponować w zamian.",
  },
  {
    song: "Czego chcesz od nas, Panie",
    lines: [10],
    author: null,
    daysAgo: 130,
    text: "Niebo „uhaftowane złotemi gwiazdami” – niebo jako serweta. Wniosek: Kochanowski podziwiał gwiazdy na stole u babci.",
  },
  {
    song: "Czego chcesz od nas, Panie",
    lines: [20, 21],
    author: "BasistaZBalkonu",
    daysAgo: 150,
    text: "Cztery pory roku w czterech wersach. Pewien Wenecjanin potrzebował na to czterech koncertów skrzypcowych. Kochanowski wygrywa na skrótach.",
  },
  {
    song: "Czego chcesz od nas, Panie",
    lines: [21],
    author: "TrollZKrupówek",
    daysAgo: 0,
    hoursAgo: 0,
    text: "„Gnuśna Zima wstawa” – najstarszy dowód, że zima przychodzi zawsze, kiedy wszystko już gotowe. Drogowcy i tak są zaskoczeni.",
  },
  {
    song: "Czego chcesz od nas, Panie",
    lines: [13, 14],
    author: null,
    daysAgo: 7,
    text: "Morze boi się przeskoczyć wyznaczonych granic – jedyne w poezji świadectwo, że morze ma lęk wysokości. Fale to tylko nerwowe drżenie.",
  },

  // Pieśń świętojańska o Sobótce (Panna XII)
  {
    song: "Pieśń świętojańska o Sobótce (Panna XII)",
    lines: [0],
    author: "PaniOdPrzypisów",
    daysAgo: 120,
    text: "„Wsi spokojna, wsi wesoła” – pierwsze hasło reklamowe agroturystyki¹. ¹ Brakuje tylko informacji o parkingu i śniadaniu w cenie.",
  },
  {
    song: "Pieśń świętojańska o Sobótce (Panna XII)",
    lines: [12, 13],
    author: null,
    daysAgo: 80,
    text: "„A śmierć bliżej niż na piędzi” – najwcześniejsze polskie ostrzeżenie przed żeglowaniem bez kapoka.",
  },
  {
    song: "Pieśń świętojańska o Sobótce (Panna XII)",
    lines: [15, 16],
    author: "WujekZDygresją",
    daysAgo: 50,
    text: "Kto „radę na funt przedawa” – pierwsza krytyka rynku doradztwa. Kochanowski wyliczył, że funt rady kosztował drożej niż funt miodu.",
  },
  {
    song: "Pieśń świętojańska o Sobótce (Panna XII)",
    lines: [25, 26],
    author: null,
    daysAgo: 11,
    text: "Sady obradzają, pszczoły dają miód – wieś ma śniadanie na miejscu, a miasto musi zamawiać z dostawą.",
  },

  // Psalm 91 (Kto się w opiekę poda)
  {
    song: "Psalm 91 (Kto się w opiekę poda)",
    lines: [24, 25],
    author: "TrollZKrupówek",
    daysAgo: 110,
    text: "Jazda na lwie i na ogromnym smoku – zapowiedź pierwszego parku rozrywki. Kolejka do smoka: dwie godziny, do lwa: pół.",
  },
  {
    song: "Psalm 91 (Kto się w opiekę poda)",
    lines: [19, 20],
    author: null,
    daysAgo: 77,
    text: "Aniołowie noszą człowieka na rękach, żeby nie potknął się o kamień – pierwszy opis systemu ochrony przed upadkiem, dziś obowiązkowego na każdej budowie.",
  },
  {
    song: "Psalm 91 (Kto się w opiekę poda)",
    lines: [7, 8],
    author: null,
    daysAgo: 30,
    text: "„Pod Jego pióry uleżysz bezpiecznie” – najstarsza recenzja kołdry puchowej. Pięć gwiazdek.",
  },

  // Na lipę
  {
    song: "Na lipę",
    lines: [0],
    author: "BasistaZBalkonu",
    daysAgo: 33,
    text: "Lipa zaprasza gościa, żeby usiadł – jedyny w literaturze polskiej przypadek drzewa, które prowadzi własną kawiarnię z ogródkiem.",
  },
  {
    song: "Na lipę",
    lines: [5],
    author: null,
    daysAgo: 20,
    text: "„Tu słowicy, tu szpacy wdzięcznie narzekają” – pierwsze forum dyskusyjne, tyle że na gałęziach. Narzekanie zawsze było wdzięcznym tematem.",
  },
  {
    song: "Na lipę",
    lines: [10, 11],
    author: "ZaspanyAkordeonista",
    daysAgo: 12,
    text: "Lipa ma kompleksy, bo nie rodzi jabłek. Kochanowski prowadzi z nią sesję terapeutyczną i przekonuje, że i tak jest najlepsza w sadzie.",
  },

  // Między nami nic nie było
  {
    song: "Między nami nic nie było",
    lines: [0],
    author: "KrólowaRefrenu",
    daysAgo: 13,
    text: "Klasyczne „to nic nie znaczyło”, rozpisane na szesnaście wersów pełnych kaskad, obłoków i powojów. Najdłuższe „nic” w historii polskiej poezji.",
  },
  {
    song: "Między nami nic nie było",
    lines: [10, 11],
    author: null,
    daysAgo: 1,
    text: "Kaskady, potoki, parowy – podmiot liryczny był hydrologiem, który pomylił notatki terenowe z pamiętnikiem.",
  },
  {
    song: "Między nami nic nie było",
    lines: [17],
    author: "LatarnikZSzopy",
    daysAgo: 3,
    text: "„Prócz pierwiosnków i powojów” – czyli jednak coś było: wspólna działka. Razem pielęgnowali rabatki.",
  },

  // Do młodych
  {
    song: "Do młodych",
    lines: [0, 1],
    author: "OperatorSokołów",
    daysAgo: 62,
    text: "„Szukajcie nowych, nieodkrytych dróg” – Asnyk jako pierwszy zachęcał do jazdy na skróty. Dlatego nawigacja tak często każe skręcić w polną drogę.",
  },
  {
    song: "Do młodych",
    lines: [14],
    author: null,
    daysAgo: 50,
    text: "„Nieście więc wiedzy pochodnię na czele” – pierwsza instrukcja dla przewodnika wycieczki szkolnej. Pochodnię zastąpiono później parasolką.",
  },
  {
    song: "Do młodych",
    lines: [18],
    author: null,
    daysAgo: 100,
    text: "„Ale nie depczcie przeszłości ołtarzy” – wiersz powstał po tym, jak młodzież rozdeptała rabatkę przed muzeum.",
  },
  {
    song: "Do młodych",
    lines: [27, 28],
    author: "CichaWoda2000",
    daysAgo: 1,
    text: "Zdobywcy młodzi dowiadują się, że ich gwiazdy też zgasną. Asnyk napisał pierwszy wiersz o tym, że każda modna aplikacja kiedyś wyjdzie z mody.",
  },
];
