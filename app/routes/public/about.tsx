import { Compass, Flag, Heart, Mail, MapPinned, Search, Share2 } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useRouteLoaderData } from "react-router";
import { Breadcrumb } from "../../components/breadcrumb.tsx";
import { feedbackHref } from "../../components/site-chrome.tsx";
import { pageMeta } from "../../lib/page-meta.ts";
import { siteOrigin } from "../../lib/site-origin.server.ts";
import type { loader as rootLoader } from "../../root.tsx";
import type { Route } from "./+types/about";

export function meta({ data }: Route.MetaArgs) {
  return pageMeta({
    title: "About",
    description:
      "What the Greek Beaches directory offers, what the Blue Flag means, where our beach facts and map data come from, and how to reach us.",
    canonical: data?.canonical,
  });
}

export function loader({ request, context }: Route.LoaderArgs) {
  return { canonical: `${siteOrigin(request, context)}/about` };
}

const OSM_COPYRIGHT = "https://www.openstreetmap.org/copyright";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-2xl font-semibold text-sea-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Offer({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 shrink-0 text-sea-700">{icon}</span>
      <span>{children}</span>
    </li>
  );
}

const externalLink = "font-medium text-sea-900 underline hover:text-sea-700";

export default function About() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const contactEmail = root?.contactEmail;
  const mapAttribution = root?.map.attribution;
  const iconClass = "size-5";
  return (
    <main id="main">
      <section className="bg-gradient-to-b from-sea-100 to-sand-50">
        <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 pt-6 pb-8">
          <Breadcrumb crumbs={[{ label: "Home", to: "/" }, { label: "About" }]} />
          <h1 className="text-center text-3xl font-bold text-sea-900 sm:text-4xl">About</h1>
          <p className="text-center text-slate-700">
            A free guide to the beaches of Greece, island by island and region by region.
          </p>
        </div>
      </section>

      <div className="mx-auto flex max-w-3xl flex-col gap-10 px-4 py-8 leading-relaxed text-slate-800">
        <Section id="what-we-offer" title="What We Offer">
          <p>
            Greek Beaches helps you pick a beach before you set off. Every beach in the directory has the same
            plain facts, so you can compare them.
          </p>
          <ul className="flex flex-col gap-3">
            <Offer icon={<MapPinned aria-hidden="true" className={iconClass} />}>
              Beaches grouped by area, from Crete and the Cyclades to the Ionian islands and the mainland.
            </Offer>
            <Offer icon={<Search aria-hidden="true" className={iconClass} />}>
              Search in your own words, such as &lsquo;quiet sandy beach with a taverna in Naxos&rsquo;, and
              filters for beach type, waves, parking, amenities and the Blue Flag.
            </Offer>
            <Offer icon={<Compass aria-hidden="true" className={iconClass} />}>
              Beaches near you, sorted by distance when you share your location, and directions in your maps
              app.
            </Offer>
            <Offer icon={<Share2 aria-hidden="true" className={iconClass} />}>
              A page for every beach that you can share with the people you travel with.
            </Offer>
            <Offer icon={<Heart aria-hidden="true" className={iconClass} />}>
              No account, no sign-up and no cost.
            </Offer>
          </ul>
          <p>
            The{" "}
            <Link to="/ontology" className={externalLink}>
              ontology
            </Link>{" "}
            explains every field we record and the values it can take.
          </p>
        </Section>

        <Section id="blue-flag" title="Blue Flag Certification">
          <div className="flex gap-3">
            <Flag aria-hidden="true" className="mt-1 size-5 shrink-0 text-sea-700" />
            <p>
              The Blue Flag is an international eco-label. Every year the Foundation for Environmental
              Education (FEE) awards it to beaches that meet its criteria for water quality, safety and
              services, environmental education and information, and environmental management. In Greece the
              programme is run by FEE&rsquo;s national operator, the Hellenic Society for the Protection of
              Nature.
            </p>
          </div>
          <p>
            We mark the beaches that hold the award with a Blue Flag badge, and you can filter for them. The
            flag is given for one season at a time and can be taken away during it, so a beach&rsquo;s status
            can change from one year to the next. If it matters to your plans, check the current list on the{" "}
            <a href="https://www.blueflag.global" className={externalLink}>
              Blue Flag website
            </a>
            .
          </p>
        </Section>

        <Section id="credits" title="Credits">
          <p>Where our facts and data come from:</p>
          <ul className="flex list-disc flex-col gap-2 pl-6">
            <li>
              <strong>Beach positions</strong> come from public maps.
            </li>
            <li>
              <strong>Map data</strong>: &copy;{" "}
              <a href={OSM_COPYRIGHT} className={externalLink}>
                OpenStreetMap contributors
              </a>
              , available under the Open Database License.
            </li>
            {mapAttribution && (
              <li>
                <strong>Map tiles</strong>:{" "}
                {/* Operator configuration (MAP_ATTRIBUTION), not user text: its simple links are kept. */}
                <span
                  className="[&_a]:font-medium [&_a]:text-sea-900 [&_a]:underline"
                  dangerouslySetInnerHTML={{ __html: mapAttribution }}
                />
              </li>
            )}
            <li>
              <strong>Photos</strong>: each photo&rsquo;s author, licence and source are credited next to the
              photo.
            </li>
            <li>
              <strong>Blue Flag status</strong> is checked against the Greek Blue Flag list for the season.
            </li>
            <li>
              <strong>Coastline</strong>: which way each beach faces is worked out from the{" "}
              <a href="https://www.soest.hawaii.edu/pwessel/gshhg/" className={externalLink}>
                GSHHG shoreline
              </a>{" "}
              by Wessel and Smith (1996), under the GNU LGPL 3.0 or later.
            </li>
            <li>
              <strong>Wind and sea forecasts</strong>: weather data by{" "}
              <a href="https://open-meteo.com/" className={externalLink}>
                Open-Meteo.com
              </a>
              , under the Creative Commons Attribution 4.0 licence.
            </li>
            <li>
              <strong>Towns and villages</strong> the search measures distances from (&ldquo;near
              Chania&rdquo;) come from{" "}
              <a href="https://www.geonames.org" className={externalLink}>
                GeoNames
              </a>
              , under the Creative Commons Attribution 4.0 licence.
            </li>
            <li>
              <strong>Share images</strong> are set in the Inter typeface, under the SIL Open Font Licence.
            </li>
            <li>
              <strong>Icons</strong> by{" "}
              <a href="https://lucide.dev" className={externalLink}>
                Lucide
              </a>
              , under the ISC licence.
            </li>
          </ul>
        </Section>

        <Section id="contact-us" title="Contact Us">
          <div className="flex gap-3">
            <Mail aria-hidden="true" className="mt-1 size-5 shrink-0 text-sea-700" />
            <p>
              Found a mistake, a beach we are missing or a taverna that has closed? Tell us and we will check
              it.
              {contactEmail && (
                <>
                  {" "}
                  Write to{" "}
                  <a href={feedbackHref(contactEmail)} className={externalLink}>
                    {contactEmail}
                  </a>
                  .
                </>
              )}
            </p>
          </div>
        </Section>
      </div>
    </main>
  );
}
