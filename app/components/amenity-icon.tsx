import type { Icon } from "#app/components/ui/icons.tsx";
import {
  Armchair,
  Baby,
  Bird,
  Camera,
  Fish,
  FishSymbol,
  Footprints,
  LifeBuoy,
  Martini,
  MountainSnow,
  Music,
  Sailboat,
  Sandwich,
  ShowerHead,
  Ship,
  SquareParking,
  Toilet,
  Umbrella,
  UtensilsCrossed,
} from "#app/components/ui/icons.tsx";
import type { AmenityId } from "#core/contract/amenities.ts";

// Each icon imported by name, so the bundle carries these 19 and not the whole icon set. The
// catalogue's icon names (core/contract/amenities.ts) are checked against this map by its type.
const ICONS: Record<AmenityId, Icon> = {
  sunbeds: Armchair,
  umbrellas: Umbrella,
  parking: SquareParking,
  showers: ShowerHead,
  toilets: Toilet,
  lifeguard: LifeBuoy,
  beach_bar: Martini,
  taverna: UtensilsCrossed,
  food: Sandwich,
  music: Music,
  snorkeling: Fish,
  water_sports: Sailboat,
  family_friendly: Baby,
  boat_trips: Ship,
  fishing: FishSymbol,
  photography: Camera,
  hiking: Footprints,
  birdwatching: Bird,
  cliff_jumping: MountainSnow,
};

export function AmenityIcon({ id, className }: { id: AmenityId; className?: string }) {
  const Icon = ICONS[id];
  return <Icon aria-hidden="true" className={className ?? "size-4"} />;
}
