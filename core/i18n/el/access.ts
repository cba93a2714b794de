import type { access as english } from "../en/access.ts";
import type { CatalogueOf } from "../translator.ts";

export const access: CatalogueOf<typeof english> = {
  "access.unknown": "Δεν είναι ακόμη γνωστό",
  "access.yes": "Ναι",
  "access.no": "Όχι",
  "access.limited": "Περιορισμένη",
  "access.walk": {
    one: "{arrival}, {count} λεπτό με τα πόδια",
    other: "{arrival}, {count} λεπτά με τα πόδια",
  },
  "access.alsoByBoat": "{arrival}· και με σκάφος",

  "label.wheelchair.YES": "Χωρίς σκαλοπάτια ως την άμμο",
  "label.wheelchair.LIMITED": "Περιορισμένη: εν μέρει χωρίς σκαλοπάτια ή με βοήθεια",
  "label.wheelchair.NO": "Δεν είναι προσβάσιμη με αναπηρικό αμαξίδιο",
  "label.arrival.PAVED_ROAD": "Ασφαλτόδρομος ως την παραλία",
  "label.arrival.DIRT_ROAD": "Χωματόδρομος ως την παραλία",
  "label.arrival.FOOTPATH": "Μόνο με μονοπάτι",
  "label.arrival.BOAT_ONLY": "Μόνο με σκάφος",
  "label.accessFlag.step_free_path": "Διάδρομος χωρίς σκαλοπάτια ως το νερό",
  "label.accessFlag.seatrac": "Seatrac (αυτόνομο σύστημα πρόσβασης στη θάλασσα)",
  "label.accessFlag.accessible_toilets": "Προσβάσιμες τουαλέτες",
  "label.accessFlag.accessible_parking": "Προσβάσιμη στάθμευση",
  "label.accessFlag.accessible_changing": "Προσβάσιμα αποδυτήρια",
  "label.accessFlag.by_boat": "Και με σκάφος",
  "label.accessFlag.natural_shade": "Φυσική σκιά (δέντρα ή σπηλιές)",
  "label.accessFlag.dogs_allowed": "Επιτρέπονται σκύλοι",
  "label.accessFlag.naturism": "Συνηθίζεται ο γυμνισμός",
  "label.accessFilter.wheelchair": "Πρόσβαση με αμαξίδιο",
  "label.accessFilter.seatrac": "Seatrac",
  "label.accessFilter.car": "Με αυτοκίνητο",
  "label.accessFilter.short_walk": "Χωρίς πολύ περπάτημα",
  "label.accessFilter.shade": "Φυσική σκιά",
  "label.accessFilter.dogs": "Επιτρέπονται σκύλοι",
  "label.accessFilter.naturism": "Παραλία γυμνιστών",
  "label.accessFilter.boat_only": "Μόνο με σκάφος",

  "search.ontology.accessFlag.step_free_path":
    "Μονοπάτι ή διάδρομος χωρίς σκαλιά από εκεί που φτάνετε ως το νερό.",
  "search.ontology.accessFlag.seatrac":
    "Seatrac, κάθισμα σε ράγες που ένας χρήστης αμαξιδίου χειρίζεται μόνος του για να μπει στη θάλασσα.",
  "search.ontology.accessFlag.accessible_toilets":
    "Τουαλέτες που μπορεί να χρησιμοποιήσει χρήστης αμαξιδίου.",
  "search.ontology.accessFlag.accessible_parking":
    "Θέσεις στάθμευσης για οδηγούς με αναπηρία κοντά στην παραλία.",
  "search.ontology.accessFlag.accessible_changing":
    "Αποδυτήριο που μπορεί να χρησιμοποιήσει χρήστης αμαξιδίου.",
  "search.ontology.accessFlag.by_boat":
    "Εδώ πιάνουν και σκάφη (εκδρομές ή θαλάσσια ταξί), όποιος κι αν είναι ο δρόμος.",
  "search.ontology.accessFlag.natural_shade": "Σκιά από δέντρα ή σπηλιές, όχι από ομπρέλες.",
  "search.ontology.accessFlag.dogs_allowed": "Επιτρέπονται σκύλοι στην παραλία.",
  "search.ontology.accessFlag.naturism":
    "Συνηθίζεται το μπάνιο χωρίς ρούχα, σε όλη την παραλία ή σε γνωστό τμήμα της.",
};
