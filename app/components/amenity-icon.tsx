import { lucideIcon, type Icon, type IconModule } from "#app/components/ui/icons.tsx";
import * as armchair from "lucide-react/icons/armchair";
import * as baby from "lucide-react/icons/baby";
import * as bird from "lucide-react/icons/bird";
import * as camera from "lucide-react/icons/camera";
import * as fish from "lucide-react/icons/fish";
import * as fishSymbol from "lucide-react/icons/fish-symbol";
import * as footprints from "lucide-react/icons/footprints";
import * as lifeBuoy from "lucide-react/icons/life-buoy";
import * as martini from "lucide-react/icons/martini";
import * as mountainSnow from "lucide-react/icons/mountain-snow";
import * as music from "lucide-react/icons/eighth-notes";
import * as sailboat from "lucide-react/icons/sailboat";
import * as sandwich from "lucide-react/icons/sandwich";
import * as ship from "lucide-react/icons/ship";
import * as showerHead from "lucide-react/icons/shower-head";
import * as squareParking from "lucide-react/icons/square-letter-p";
import * as toilet from "lucide-react/icons/toilet";
import * as umbrella from "lucide-react/icons/umbrella";
import * as utensilsCrossed from "lucide-react/icons/utensils-crossed";
import type { AmenityId } from "#core/contract/amenities.ts";

// Each icon's module imported by name, so the bundle carries these 19 and not the whole icon set, and
// only where cards or a beach's amenities are shown. The catalogue's icon names
// (core/contract/amenities.ts) are held equal to these by app/components/ui/icons.test.ts.
const ICONS: Record<AmenityId, Icon> = {
  sunbeds: lucideIcon((armchair as IconModule).__iconData),
  umbrellas: lucideIcon((umbrella as IconModule).__iconData),
  parking: lucideIcon((squareParking as IconModule).__iconData),
  showers: lucideIcon((showerHead as IconModule).__iconData),
  toilets: lucideIcon((toilet as IconModule).__iconData),
  lifeguard: lucideIcon((lifeBuoy as IconModule).__iconData),
  beach_bar: lucideIcon((martini as IconModule).__iconData),
  taverna: lucideIcon((utensilsCrossed as IconModule).__iconData),
  food: lucideIcon((sandwich as IconModule).__iconData),
  music: lucideIcon((music as IconModule).__iconData),
  snorkeling: lucideIcon((fish as IconModule).__iconData),
  water_sports: lucideIcon((sailboat as IconModule).__iconData),
  family_friendly: lucideIcon((baby as IconModule).__iconData),
  boat_trips: lucideIcon((ship as IconModule).__iconData),
  fishing: lucideIcon((fishSymbol as IconModule).__iconData),
  photography: lucideIcon((camera as IconModule).__iconData),
  hiking: lucideIcon((footprints as IconModule).__iconData),
  birdwatching: lucideIcon((bird as IconModule).__iconData),
  cliff_jumping: lucideIcon((mountainSnow as IconModule).__iconData),
};

export function AmenityIcon({ id, className }: { id: AmenityId; className?: string }) {
  const Icon = ICONS[id];
  return <Icon aria-hidden="true" className={className ?? "size-4"} />;
}
