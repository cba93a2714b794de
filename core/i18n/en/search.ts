// The Ontology and About pages. The search itself reads the visitor's words, not a catalogue.
export const search = {
  "search.ontology.title": "Ontology",
  "search.ontology.description":
    "What every field of a beach record means: beach type, waves, parking, the amenity catalogue, verification and status, with the values each can take.",
  "search.ontology.intro": "What each field of a beach record means and the values it can take.",
  "search.ontology.lastUpdated": "Last updated {date}",
  "search.ontology.onThisPage": "On this page",
  "search.ontology.valuesOf": "Values of {name}",
  "search.ontology.fixTitle": "Something missing or wrong?",
  "search.ontology.fixText":
    "Tell us which field or value should change and why, and we will look at it for the next version.",
  "search.ontology.fixAction": "Suggest a Fix",
  "search.ontology.fixSubject": "Suggest a Fix: {title}",

  "search.about.title": "About",
  "search.about.description":
    "What the Greek Beaches directory offers, what the Blue Flag means, where our beach facts and map data come from, and how to reach us.",
  "search.about.intro": "A free guide to the beaches of Greece, island by island and region by region.",
  "search.about.offer.title": "What We Offer",
  "search.about.offer.text":
    "Greek Beaches helps you pick a beach before you set off. Every beach in the directory has the same plain facts, so you can compare them.",
  "search.about.offer.areas":
    "Beaches grouped by area, from Crete and the Cyclades to the Ionian islands and the mainland.",
  "search.about.offer.search":
    "Search in your own words, such as ‘quiet sandy beach with a taverna in Naxos’, and filters for beach type, waves, parking, amenities and the Blue Flag.",
  "search.about.offer.near":
    "Beaches near you, sorted by distance when you share your location, and directions in your maps app.",
  "search.about.offer.share": "A page for every beach that you can share with the people you travel with.",
  "search.about.offer.free": "No account, no sign-up and no cost.",
  "search.about.offer.ontology": "The {link} explains every field we record and the values it can take.",
  "search.about.offer.ontologyLink": "ontology",
  "search.about.languages.title": "In English and Greek",
  "search.about.languages.pages":
    "Every public page is in English and in Greek: the interface, and the names of the areas and beaches.",
  "search.about.languages.descriptions":
    "A description is in Greek where an editor has written one; otherwise the English one is shown, marked as English.",
  "search.about.languages.english": "The back office and the JSON API stay in English.",
  "search.about.blueFlag.title": "Blue Flag Certification",
  "search.about.blueFlag.award":
    "The Blue Flag is an international eco-label. Every year the Foundation for Environmental Education (FEE) awards it to beaches that meet its criteria for water quality, safety and services, environmental education and information, and environmental management. In Greece the programme is run by FEE’s national operator, the Hellenic Society for the Protection of Nature.",
  "search.about.blueFlag.marking":
    "We mark the beaches that hold the award with a Blue Flag badge, and you can filter for them. The flag is given for one season at a time and can be taken away during it, so a beach’s status can change from one year to the next. If it matters to your plans, check the current list on the {link}.",
  "search.about.blueFlag.link": "Blue Flag website",
  "search.about.credits.title": "Credits",
  "search.about.credits.intro": "Where our facts and data come from:",
  "search.about.credits.positions": "{label} come from public maps.",
  "search.about.credits.positionsLabel": "Beach positions",
  "search.about.credits.mapData": "{label}: © {link}, available under the Open Database License.",
  "search.about.credits.mapDataLabel": "Map data, and the beaches imported from OpenStreetMap",
  "search.about.credits.mapDataLink": "OpenStreetMap contributors",
  "search.about.credits.mapTiles": "{label}: {attribution}",
  "search.about.credits.mapTilesLabel": "Map tiles",
  "search.about.credits.photos":
    "{label}: each photo’s author, licence and source are credited next to the photo.",
  "search.about.credits.photosLabel": "Photos",
  "search.about.credits.blueFlag": "{label} is checked against the Greek Blue Flag list for the season.",
  "search.about.credits.blueFlagLabel": "Blue Flag status",
  "search.about.credits.coastline":
    "{label}: which way each beach faces is worked out from the {link} by Wessel and Smith (1996), under the GNU LGPL 3.0 or later.",
  "search.about.credits.coastlineLabel": "Coastline",
  "search.about.credits.coastlineLink": "GSHHG shoreline",
  "search.about.credits.forecasts":
    "{label}: weather data by {link}, under the Creative Commons Attribution 4.0 licence.",
  "search.about.credits.forecastsLabel": "Wind and sea forecasts",
  "search.about.credits.towns":
    "{label} the search measures distances from (“near Chania”) come from {link}, under the Creative Commons Attribution 4.0 licence.",
  "search.about.credits.townsLabel": "Towns and villages",
  "search.about.credits.shareImages":
    "{label} are set in the Inter typeface, under the SIL Open Font Licence.",
  "search.about.credits.shareImagesLabel": "Share images",
  "search.about.credits.icons": "{label} by {link}, under the ISC licence.",
  "search.about.credits.iconsLabel": "Icons",
  "search.about.contact.title": "Contact Us",
  "search.about.contact.text":
    "Found a mistake, a beach we are missing or a taverna that has closed? Tell us and we will check it.",
  "search.about.contact.write": "Write to {email}.",
} as const;
