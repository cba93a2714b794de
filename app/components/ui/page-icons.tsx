import { lucideIcon, type IconModule } from "./icons.tsx";
import * as accessibility from "lucide-react/icons/accessibility";
import * as badgeCheck from "lucide-react/icons/badge-check";
import * as compass from "lucide-react/icons/compass";
import * as copy from "lucide-react/icons/copy";
import * as heart from "lucide-react/icons/heart";
import * as locateFixed from "lucide-react/icons/locate-fixed";
import * as mail from "lucide-react/icons/mail";
import * as messageSquare from "lucide-react/icons/message-square";
import * as send from "lucide-react/icons/send";
import * as share2 from "lucide-react/icons/share-2";

// Icons only some pages show (a beach's page, About, Ontology, the map, the back office), made as
// the others are (./icons.tsx) and kept apart so that the lists' scripts do not carry them.
export const Accessibility = lucideIcon((accessibility as IconModule).__iconData);
export const BadgeCheck = lucideIcon((badgeCheck as IconModule).__iconData);
export const Compass = lucideIcon((compass as IconModule).__iconData);
export const Copy = lucideIcon((copy as IconModule).__iconData);
export const Heart = lucideIcon((heart as IconModule).__iconData);
export const LocateFixed = lucideIcon((locateFixed as IconModule).__iconData);
export const Mail = lucideIcon((mail as IconModule).__iconData);
export const MessageSquare = lucideIcon((messageSquare as IconModule).__iconData);
export const Send = lucideIcon((send as IconModule).__iconData);
export const Share2 = lucideIcon((share2 as IconModule).__iconData);
