import type { search as english } from "../en/search.ts";
import type { CatalogueOf } from "../translator.ts";

export const search: CatalogueOf<typeof english> = {
  "search.ontology.title": "Οντολογία",
  "search.ontology.description":
    "Τι σημαίνει κάθε πεδίο μιας εγγραφής παραλίας: τύπος παραλίας, κύματα, στάθμευση, ο κατάλογος των παροχών, επαλήθευση και κατάσταση, με τις τιμές που μπορεί να πάρει το καθένα.",
  "search.ontology.intro": "Τι σημαίνει κάθε πεδίο μιας εγγραφής παραλίας και ποιες τιμές μπορεί να πάρει.",
  "search.ontology.lastUpdated": "Τελευταία ενημέρωση {date}",
  "search.ontology.onThisPage": "Σε αυτή τη σελίδα",
  "search.ontology.valuesOf": "Τιμές του {name}",
  "search.ontology.fixTitle": "Λείπει κάτι ή είναι λάθος;",
  "search.ontology.fixText":
    "Πείτε μας ποιο πεδίο ή ποια τιμή πρέπει να αλλάξει και γιατί, και θα το εξετάσουμε για την επόμενη έκδοση.",
  "search.ontology.fixAction": "Προτείνετε διόρθωση",
  "search.ontology.fixSubject": "Πρόταση διόρθωσης: {title}",

  "search.about.title": "Σχετικά",
  "search.about.description":
    "Τι προσφέρει ο οδηγός Ελληνικές Παραλίες, τι σημαίνει η Γαλάζια Σημαία, από πού προέρχονται τα στοιχεία των παραλιών και οι χάρτες μας, και πώς θα επικοινωνήσετε μαζί μας.",
  "search.about.intro":
    "Ένας δωρεάν οδηγός για τις παραλίες της Ελλάδας, νησί προς νησί και περιοχή προς περιοχή.",
  "search.about.offer.title": "Τι προσφέρουμε",
  "search.about.offer.text":
    "Οι Ελληνικές Παραλίες σάς βοηθούν να διαλέξετε παραλία πριν ξεκινήσετε. Κάθε παραλία του οδηγού έχει τα ίδια απλά στοιχεία, ώστε να μπορείτε να τις συγκρίνετε.",
  "search.about.offer.areas":
    "Παραλίες ανά περιοχή, από την Κρήτη και τις Κυκλάδες ως τα Ιόνια νησιά και την ηπειρωτική χώρα.",
  "search.about.offer.search":
    "Αναζήτηση με δικά σας λόγια, όπως «ήσυχη αμμουδιά με ταβέρνα στη Νάξο», και φίλτρα για τύπο παραλίας, κύματα, στάθμευση, παροχές και Γαλάζια Σημαία.",
  "search.about.offer.near":
    "Παραλίες κοντά σας, ταξινομημένες κατά απόσταση όταν μοιραστείτε την τοποθεσία σας, και οδηγίες στην εφαρμογή χαρτών σας.",
  "search.about.offer.share":
    "Μια σελίδα για κάθε παραλία, που μπορείτε να στείλετε στους συνταξιδιώτες σας.",
  "search.about.offer.free": "Χωρίς λογαριασμό, χωρίς εγγραφή και χωρίς κόστος.",
  "search.about.offer.ontology":
    "Η {link} εξηγεί κάθε πεδίο που καταγράφουμε και τις τιμές που μπορεί να πάρει.",
  "search.about.offer.ontologyLink": "οντολογία",
  "search.about.languages.title": "Στα αγγλικά και στα ελληνικά",
  "search.about.languages.pages":
    "Κάθε δημόσια σελίδα υπάρχει στα αγγλικά και στα ελληνικά: η διεπαφή, καθώς και τα ονόματα των περιοχών και των παραλιών.",
  "search.about.languages.descriptions":
    "Μια περιγραφή εμφανίζεται στα ελληνικά όπου κάποιος συντάκτης έχει γράψει ελληνική· αλλιώς εμφανίζεται η αγγλική, με σημείωση ότι είναι στα αγγλικά.",
  "search.about.languages.english": "Το σύστημα διαχείρισης και το JSON API παραμένουν στα αγγλικά.",
  "search.about.blueFlag.title": "Πιστοποίηση Γαλάζιας Σημαίας",
  "search.about.blueFlag.award":
    "Η Γαλάζια Σημαία είναι διεθνές οικολογικό σήμα. Κάθε χρόνο το Ίδρυμα για την Περιβαλλοντική Εκπαίδευση (FEE) την απονέμει σε παραλίες που πληρούν τα κριτήριά του για την ποιότητα των νερών, την ασφάλεια και τις υπηρεσίες, την περιβαλλοντική εκπαίδευση και ενημέρωση και την περιβαλλοντική διαχείριση. Στην Ελλάδα το πρόγραμμα υλοποιεί ο εθνικός φορέας του FEE, η Ελληνική Εταιρεία Προστασίας της Φύσης.",
  "search.about.blueFlag.marking":
    "Σημειώνουμε τις παραλίες που έχουν το βραβείο με ένα σήμα Γαλάζιας Σημαίας, και μπορείτε να φιλτράρετε για αυτές. Η σημαία δίνεται για μία σεζόν κάθε φορά και μπορεί να αφαιρεθεί μέσα σε αυτήν, οπότε η κατάσταση μιας παραλίας μπορεί να αλλάξει από χρονιά σε χρονιά. Αν μετρά για τα σχέδιά σας, δείτε την τρέχουσα λίστα στον {link}.",
  "search.about.blueFlag.link": "ιστότοπο της Γαλάζιας Σημαίας",
  "search.about.credits.title": "Πηγές",
  "search.about.credits.intro": "Από πού προέρχονται τα στοιχεία και τα δεδομένα μας:",
  "search.about.credits.positions": "Οι {label} προέρχονται από δημόσιους χάρτες.",
  "search.about.credits.positionsLabel": "θέσεις των παραλιών",
  "search.about.credits.mapData": "{label}: © {link}, διαθέσιμα με την άδεια Open Database License.",
  "search.about.credits.mapDataLabel": "Δεδομένα χάρτη, και οι παραλίες που εισήχθησαν από το OpenStreetMap",
  "search.about.credits.mapDataLink": "συντελεστές του OpenStreetMap",
  "search.about.credits.mapTiles": "{label}: {attribution}",
  "search.about.credits.mapTilesLabel": "Πλακίδια χάρτη",
  "search.about.credits.photos":
    "{label}: ο δημιουργός, η άδεια και η πηγή κάθε φωτογραφίας αναφέρονται δίπλα στη φωτογραφία.",
  "search.about.credits.photosLabel": "Φωτογραφίες",
  "search.about.credits.blueFlag":
    "Η {label} ελέγχεται με βάση την ελληνική λίστα της Γαλάζιας Σημαίας για τη σεζόν.",
  "search.about.credits.blueFlagLabel": "κατάσταση Γαλάζιας Σημαίας",
  "search.about.credits.coastline":
    "{label}: προς τα πού βλέπει κάθε παραλία υπολογίζεται από την {link} των Wessel και Smith (1996), με την άδεια GNU LGPL 3.0 ή νεότερη.",
  "search.about.credits.coastlineLabel": "Ακτογραμμή",
  "search.about.credits.coastlineLink": "ακτογραμμή GSHHG",
  "search.about.credits.forecasts":
    "{label}: μετεωρολογικά δεδομένα από το {link}, με την άδεια Creative Commons Attribution 4.0.",
  "search.about.credits.forecastsLabel": "Προγνώσεις ανέμου και θάλασσας",
  "search.about.credits.towns":
    "{label} από τα οποία μετρά αποστάσεις η αναζήτηση («κοντά στα Χανιά») προέρχονται από το {link}, με την άδεια Creative Commons Attribution 4.0.",
  "search.about.credits.townsLabel": "Οι πόλεις και τα χωριά",
  "search.about.credits.shareImages":
    "{label} είναι στοιχειοθετημένες με τη γραμματοσειρά Inter, με την άδεια SIL Open Font Licence.",
  "search.about.credits.shareImagesLabel": "Οι εικόνες κοινοποίησης",
  "search.about.credits.icons": "{label} από το {link}, με την άδεια ISC.",
  "search.about.credits.iconsLabel": "Εικονίδια",
  "search.about.contact.title": "Επικοινωνία",
  "search.about.contact.text":
    "Βρήκατε κάποιο λάθος, μια παραλία που μας λείπει ή μια ταβέρνα που έκλεισε; Πείτε μας και θα το ελέγξουμε.",
  "search.about.contact.write": "Γράψτε στο {email}.",
};
