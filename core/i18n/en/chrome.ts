// The page frame: header, footer, skip link, the language switch and the offer of Greek.
export const chrome = {
  "chrome.siteName": "Greek Beaches",
  "chrome.skipToContent": "Skip to content",
  "chrome.nav.main": "Main",
  "chrome.nav.footer": "Footer",
  "chrome.nav.areas": "Explore areas",
  "chrome.nav.map": "Map",
  "chrome.nav.about": "About",
  "chrome.nav.ontology": "Ontology",
  "chrome.nav.feedback": "Feedback",
  "chrome.footer.tagline": "Greek Beaches · a directory of beaches across Greece",
  "chrome.feedbackSubject": "Feedback",
  "chrome.languageSwitch": "Language",
  // The language switch's tooltip is for a reader of the other language, in that language, as the
  // link is (its lang attribute): "στα English" read as neither.
  "chrome.readIn": "Διαβάστε αυτή τη σελίδα στα ελληνικά",
  // Addressed to a visitor whose browser prefers Greek, so it is written in Greek in both catalogues.
  "chrome.greekOffer.text": "Αυτή η σελίδα υπάρχει και στα ελληνικά.",
  "chrome.greekOffer.action": "Δείτε τη στα ελληνικά",
  "chrome.greekOffer.dismiss": "Όχι, ευχαριστώ",
  "chrome.greekOffer.label": "Ελληνική έκδοση",
} as const;
