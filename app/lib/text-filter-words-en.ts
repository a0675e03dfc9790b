// English forbidden words for text-filter.ts, matched as whole words only, so every
// inflection and compound that should be caught is listed explicitly. Whole-word
// matching is what lets "Scunthorpe", "classic", "cocktail" or "therapist" through.
//
// Deliberately left out because the word is ordinary on a lyrics site: dick (Moby
// Dick, Philip K. Dick), cum (summa cum laude), xxx (kisses), weed, coke, crack,
// ecstasy, hooker (John Lee Hooker), fag (a cigarette), chink, spic, sex, damn, hell,
// crap, bloody.
export const EN_WORDS: readonly string[] = [
  // profanity
  "fuck", "fucks", "fucked", "fucker", "fuckers", "fucking", "fuckin", "fuckings", "fuckhead",
  "fuckheads", "fuckface", "fuckwit", "fuckwits", "fucktard", "fucktards", "fuckoff", "fuckup",
  "fuckups", "fuckboy", "fuckboys", "motherfucker", "motherfuckers", "motherfucking",
  "motherfuckin", "mofo", "clusterfuck", "fck", "fcking", "fuk", "fuking", "fukin", "phuck",
  "shit", "shits", "shitty", "shittier", "shittiest", "shitting", "shitted", "shithead",
  "shitheads", "shitface", "shithole", "shitholes", "shitstorm", "shitload", "bullshit",
  "bullshitting", "bullshitter", "horseshit", "dipshit", "apeshit", "chickenshit", "batshit", "shite",
  "ass", "asses", "asshole", "assholes", "arse", "arses", "arsehole", "arseholes", "jackass",
  "dumbass", "smartass", "asshat", "asswipe", "assface",
  "bitch", "bitches", "bitching", "bitchy", "bitched", "sonofabitch",
  "cunt", "cunts", "cock", "cocks", "cocksucker", "cocksuckers", "dickhead", "dickheads", "dickface",
  "piss", "pissed", "pisses", "pissing", "pisser",
  "bastard", "bastards", "slut", "sluts", "slutty", "whore", "whores", "whoring",
  "twat", "twats", "wank", "wanks", "wanker", "wankers", "wanking", "tosser", "tossers",
  "knobhead", "bellend", "bollocks", "skank", "skanks", "douchebag", "douchebags",
  // slurs
  "nigger", "niggers", "nigga", "niggas", "faggot", "faggots", "retard", "retards", "retarded",
  "kike", "kikes", "wetback", "wetbacks", "tranny", "trannies",
  // sexual
  "porn", "porno", "pornos", "porns", "pornography", "pornographic", "blowjob", "blowjobs",
  "handjob", "handjobs", "rimjob", "cumshot", "cumshots", "jizz", "dildo", "dildos", "buttplug",
  "milf", "milfs", "hentai", "gangbang", "bukkake", "tits", "titty", "titties", "boobs", "boobies",
  "pussy", "pussies", "anal", "fap", "fapping",
  // drugs
  "cocaine", "heroin", "meth", "methamphetamine", "amphetamine", "amphetamines", "mdma", "lsd",
  "ketamine", "fentanyl", "marijuana", "marihuana", "cannabis", "hashish", "mephedrone",
  "crystalmeth", "oxycontin", "xanax", "tramadol",
  // spam tools, pharma and gambling spam
  "viagra", "cialis", "levitra", "kamagra", "sildenafil", "tadalafil", "propecia", "phentermine",
  "casino", "casinos", "xrumer", "scrapebox", "zennoposter", "senuke", "hrefer", "gscraper",
  "allsubmitter", "pornhub", "xvideos", "xhamster", "redtube", "youporn",
];
