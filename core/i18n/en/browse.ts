// The beach lists of the home and area pages: the search box, the filter bar and its sheet, the
// results summary, sorting, pagination, the empty and relaxed lists, and the shared dialogs' buttons;
// the labels of the sorts, the filter controls' beach types and the calm filter.
export const browse = {
  // Home page.
  "browse.home.title": "Greek Beaches · Find your perfect beach in Greece",
  "browse.home.description":
    "A directory of Greek beaches by island and region: sandy or pebbly, calm or wavy, organized or wild, with Blue Flag status, amenities and directions.",
  "browse.home.heading": "Find your perfect Greek beach",
  "browse.home.intro": "Search in your own words, in English or Greek: “{example}”.",
  "browse.home.searchLabel": "Search beaches",
  "browse.home.searchPlaceholder": "Try: calm beach today near Chania",
  "browse.home.examples": "Example searches",
  "browse.home.try": "Try:",

  // Search box.
  "browse.search.submit": "Search",
  "browse.search.searchingIn": "Searching in {area}",
  "browse.search.allGreece": "Search all of Greece",

  // Criteria, chips and counts (core/pages/wording.ts, core/pages/filter-chips.ts).
  "browse.count": { zero: "No beaches found", one: "1 beach", other: "{count} beaches" },
  "browse.quoted": "“{text}”",
  "browse.nearMe": "Near me",
  "browse.blueFlag": "Blue Flag",
  // No singular form: one hidden criterion still reads '1 more criteria'.
  "browse.criteriaMore": {
    one: "{shown} and {count} more criteria",
    other: "{shown} and {count} more criteria",
  },
  "browse.moreFilters": { one: "+{count} more filters", other: "+{count} more filters" },
  "browse.moreAmenities": "+{count} more",
  "browse.listAnd": "{rest} and {last}",

  // Relaxed lists (core/search/search-relaxation.ts).
  "browse.relaxed.here": {
    one: "No beaches match everything; showing 1 beach{without}",
    other: "No beaches match everything; showing {count} beaches{without}",
  },
  "browse.relaxed.hereInArea": {
    one: "No beaches match everything in {area}; showing 1 beach{without}",
    other: "No beaches match everything in {area}; showing {count} beaches{without}",
  },
  "browse.relaxed.across": {
    one: "Nothing matches; showing 1 beach across Greece{without}",
    other: "Nothing matches; showing {count} beaches across Greece{without}",
  },
  "browse.relaxed.acrossFromArea": {
    one: "Nothing in {area} matches; showing 1 beach across Greece{without}",
    other: "Nothing in {area} matches; showing {count} beaches across Greece{without}",
  },
  "browse.relaxed.without": " without {labels}",
  "browse.relaxed.namedBeachElsewhere": "{beach} is in {area}",
  "browse.relaxed.seeArea": "See beaches in {area}",
  "browse.relaxed.closest": "Closest matches",
  "browse.relaxed.searchAll": "Search all of Greece",
  "browse.relaxed.show": "Show these results",

  // Results summary.
  "browse.summary.ignored":
    "Ignored: {words} (no beach here mentions it, and it is no feature or place we know)",
  // Preferences the search kept ('quiet', 'for kids'): they rank, and each can be removed.
  "browse.summary.prefer": "Preferring:",
  "browse.summary.removePreference": "Remove preference {label}",
  "browse.summary.nearestTo": "nearest to {place} first",
  "browse.summary.byDistance": "sorted by distance",
  "browse.clearAll": "Clear all",

  // The list.
  "browse.list.loading": "Loading beaches",
  "browse.list.label": "Beaches",
  "browse.list.noPage": "There is no page {page}: the results end at page {last}.",
  "browse.list.lastPage": "Go to the last page ({last})",
  "browse.calm.unavailable": "No sea forecast right now",
  // Also the map's words, and the JSON API's message (server/beaches/beach.service.ts).
  "browse.calm.noForecast.today":
    "We have no sea forecast for today right now, so we can't tell which beaches are calm. Please try again later.",
  "browse.calm.noForecast.tomorrow":
    "We have no sea forecast for tomorrow right now, so we can't tell which beaches are calm. Please try again later.",
  "browse.calm.without": "Show the beaches without {filter}",
  "browse.calm.withoutFilter": "Show the beaches without this filter",
  "browse.failure.title": "Failed to load beaches",
  "browse.failure.text": "Please try again later",
  "browse.failure.retry": "Try again",

  // Empty list.
  "browse.empty.title": "No beaches match your current filters",
  "browse.empty.nothingMatched": "Nothing matched {words}",
  "browse.empty.unrecorded": "{labels}: not recorded for any beach yet",
  "browse.empty.unrecordedText":
    "We have not recorded this for any beach yet, so we can't tell which beaches have it. The beaches below leave it out.",
  "browse.empty.activeFilters": "Active filters",
  "browse.empty.remove": "Remove filter {label}",
  "browse.empty.clearAll": "clear all",
  "browse.empty.nearMeOff": "Turn off Near me",
  "browse.empty.resetParking": "Reset Parking",
  "browse.empty.moreInArea": "More beaches in {area}",
  "browse.empty.suggested": "Suggested beaches",
  "browse.empty.allInArea": "View all beaches in {area}",
  "browse.empty.all": "View all beaches",
  // Why a beach is suggested (core/contract/public-records.ts, SUGGESTION_REASONS).
  "browse.reason.nearby": "Nearby",
  "browse.reason.amenities": "Similar amenities",
  "browse.reason.setup": "Similar setup",
  "browse.reason.blueFlag": "Blue Flag",
  "browse.reason.organized": "Organized",
  "browse.reason.popular": "Popular pick",

  // Filter bar.
  "browse.filters": "Filters",
  "browse.nearMe.loading": "Getting location...",
  "browse.nearMe.on": "On",
  "browse.nearMe.off": "Off",
  "browse.trigger.selected": "selected",
  "browse.trigger.active": "active",
  "browse.allFilters": "All Filters",
  "browse.access": "Access",
  "browse.sortBy": "Sort by",
  "browse.applyFilters": "Apply filters",
  "browse.apply": "Apply",
  "browse.group.amenities": "Amenities",
  "browse.group.setup": "Beach setup",
  "browse.group.setupShort": "Setup",
  "browse.group.parking": "Parking",
  "browse.group.waves": "Wave conditions",
  "browse.group.wavesShort": "Waves",
  "browse.group.wavesSheet": "Wave Conditions",
  "browse.group.type": "Beach type",
  "browse.group.typeShort": "Type",
  "browse.group.typeSheet": "Beach Type",

  // All Filters sheet.
  "browse.sheet.loading": "Loading...",
  "browse.sheet.results": { one: "{count} result", other: "{count} results" },
  "browse.sheet.reset": "Reset",
  "browse.sheet.cancel": "Cancel",
  "browse.sheet.show": "Show results ({count})",
  "browse.sheet.search": "Search",
  "browse.sheet.searchPlaceholder": "Search beaches or places…",
  "browse.sheet.sortByDistance": "Sort by distance from me",
  "browse.sheet.blueFlagOnly": "Blue Flag certified only",
  "browse.sheet.sea": "Sea",
  "browse.sheet.seaHint": "From the day's wind and wave forecast, 10:00 to 19:00.",
  "browse.sheet.anySea": "Any sea",
  "browse.sheet.accessHint": "Only beaches where we know it holds.",
  "browse.sheet.unrecorded": "Not recorded for any beach yet",
  "browse.sheet.wavesHint": "What the sea is usually like at the beach, whatever today's weather.",

  // Near me.
  "browse.location.found": "Location found",
  "browse.location.foundText": "Using your location to show nearby beaches.",
  "browse.location.banner": "Location access failed. Distance sorting and badges are disabled.",
  "browse.location.sheetDenied": "Location access denied. Enable location services to find nearby beaches.",
  "browse.location.error.unsupported": "Geolocation is not supported by this browser",
  "browse.location.error.denied": "Location access denied. Please enable location services.",
  "browse.location.error.unavailable": "Location information is unavailable.",
  "browse.location.error.timeout": "Location request timed out.",
  "browse.location.error.other": "Unable to retrieve your location",
  "browse.retry": "Retry",
  "browse.dismiss": "Dismiss",

  // Pagination and the view switch.
  "browse.pagination": "Pagination",
  "browse.pagination.page": "Page ",
  "browse.pagination.previous": "Previous page",
  "browse.pagination.next": "Next page",
  "browse.pagination.of": "Page {page} of {last}",
  "browse.view": "View",
  "browse.view.list": "List",
  "browse.view.map": "Map",

  // Shared dialogs, toasts and the offline prompt (app/components/ui, offline-support.tsx).
  "browse.ui.close": "Close",
  "browse.ui.closeMenu": "Close menu",
  "browse.ui.closeNotification": "Close notification",
  "browse.ui.copyFailed": "Copy Failed",
  "browse.ui.copyFailedText": "Failed to copy to clipboard",
  "browse.ui.updatePrompt": "New version available! Refresh to update?",
  "browse.ui.refresh": "Refresh",
  "browse.ui.refreshAlt": "Reload the page to update",

  // The labels of the filter controls' beach types (OTHER is 'Rocky/Other'), the sorts and the calm
  // filter: 'label.{kind}.{value}', read with label() (core/i18n/labels.ts).
  "label.beachTypeFilter.SANDY": "Sandy",
  "label.beachTypeFilter.PEBBLY": "Pebbles",
  "label.beachTypeFilter.MIXED": "Mixed",
  "label.beachTypeFilter.OTHER": "Rocky/Other",
  "label.sort.name.asc": "Name (A-Z)",
  "label.sort.name.desc": "Name (Z-A)",
  "label.sort.distance.asc": "Nearest first",
  "label.sort.distance.desc": "Farthest first",
  "label.calm.today": "Calm today",
  "label.calm.tomorrow": "Calm tomorrow",
} as const;
