import { lucideIcon, type IconModule } from "./icons.tsx";
import * as arrowDown from "lucide-react/icons/arrow-down";
import * as arrowRight from "lucide-react/icons/arrow-right";
import * as arrowUpDown from "lucide-react/icons/arrow-up-down";
import * as award from "lucide-react/icons/award";
import * as mapPin from "lucide-react/icons/map-pin";
import * as mapPinOff from "lucide-react/icons/map-pin-off";
import * as navigation from "lucide-react/icons/navigation";
import * as searchX from "lucide-react/icons/search-x";
import * as slidersHorizontal from "lucide-react/icons/sliders-horizontal";
import * as sparkles from "lucide-react/icons/sparkles";
import * as triangleAlert from "lucide-react/icons/triangle-exclamation-point";
import * as wind from "lucide-react/icons/wind";

// Icons of the beach lists, their cards and a beach's page, made as the others are (./icons.tsx) and
// kept apart so that pages without beaches (areas, About, the map) do not carry them.
export const ArrowDown = lucideIcon((arrowDown as IconModule).__iconData);
export const ArrowRight = lucideIcon((arrowRight as IconModule).__iconData);
export const ArrowUpDown = lucideIcon((arrowUpDown as IconModule).__iconData);
export const Award = lucideIcon((award as IconModule).__iconData);
export const MapPin = lucideIcon((mapPin as IconModule).__iconData);
export const MapPinOff = lucideIcon((mapPinOff as IconModule).__iconData);
export const Navigation = lucideIcon((navigation as IconModule).__iconData);
export const SearchX = lucideIcon((searchX as IconModule).__iconData);
export const SlidersHorizontal = lucideIcon((slidersHorizontal as IconModule).__iconData);
export const Sparkles = lucideIcon((sparkles as IconModule).__iconData);
export const TriangleAlert = lucideIcon((triangleAlert as IconModule).__iconData);
export const Wind = lucideIcon((wind as IconModule).__iconData);
