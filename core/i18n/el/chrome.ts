import type { chrome as english } from "../en/chrome.ts";
import type { CatalogueOf } from "../translator.ts";

export const chrome: CatalogueOf<typeof english> = {
  "chrome.siteName": "Ελληνικές Παραλίες",
  "chrome.skipToContent": "Μετάβαση στο περιεχόμενο",
  "chrome.nav.main": "Κύριο μενού",
  "chrome.nav.footer": "Υποσέλιδο",
  "chrome.nav.areas": "Περιοχές",
  "chrome.nav.map": "Χάρτης",
  "chrome.nav.about": "Σχετικά",
  "chrome.nav.ontology": "Οντολογία",
  "chrome.nav.feedback": "Σχόλια",
  "chrome.footer.tagline": "Ελληνικές Παραλίες · οδηγός για τις παραλίες όλης της Ελλάδας",
  "chrome.feedbackSubject": "Σχόλια",
  "chrome.languageSwitch": "Γλώσσα",
  // Addressed to a reader of English, in English, as the link it belongs to (see the English catalogue).
  "chrome.readIn": "Read this page in English",
  "chrome.greekOffer.text": "Αυτή η σελίδα υπάρχει και στα ελληνικά.",
  "chrome.greekOffer.action": "Δείτε τη στα ελληνικά",
  "chrome.greekOffer.dismiss": "Όχι, ευχαριστώ",
  "chrome.greekOffer.label": "Ελληνική έκδοση",
};
