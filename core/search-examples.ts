// The searches the home page offers a first-time visitor: the hero's own sentence and three more to
// tap. Each must answer at least three beaches on the demo data (server/search/search-eval.test.ts),
// so the first thing a traveller tries never strands them.

/** The sentence the hero quotes as what the box understands. */
export const HERO_EXAMPLE = "quiet sandy beach with a taverna near Chania";

/** The searches offered under the box, shortest first so the row starts with what fits a phone. */
export const HOME_EXAMPLES: readonly string[] = [
  "beaches near Lindos",
  "calm sandy beach in Crete",
  "Blue Flag beach with parking in Halkidiki",
];
