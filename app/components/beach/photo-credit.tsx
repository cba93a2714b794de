import type { PhotoCredit } from "#core/pages/photo-credit.ts";
import { useI18n } from "#app/lib/i18n/i18n.tsx";

/**
 * 'Photo: author, licence, via source', with the licence and the source linked when known. Loaders
 * read the credit (parsePhotoCredit) on the server, which keeps its parser out of the page's scripts.
 */
export function PhotoCreditCaption({
  credit,
  className,
}: {
  credit: PhotoCredit | null;
  className?: string;
}) {
  const { t } = useI18n();
  if (!credit) return null;
  const via = t("beach.photo.via");
  return (
    <figcaption className={className ?? "px-4 py-2 text-xs text-slate-600"}>
      {t("beach.photo.credit", { author: credit.author })}
      {credit.licence &&
        (credit.licenceUrl ? (
          <>
            {", "}
            <a
              href={credit.licenceUrl}
              rel="license noopener noreferrer"
              target="_blank"
              className="underline"
            >
              {credit.licence}
            </a>
          </>
        ) : (
          `, ${credit.licence}`
        ))}
      {credit.source &&
        (credit.sourceUrl ? (
          <>
            {`, ${via} `}
            <a href={credit.sourceUrl} rel="noopener noreferrer" target="_blank" className="underline">
              {credit.source}
            </a>
          </>
        ) : (
          `, ${via} ${credit.source}`
        ))}
    </figcaption>
  );
}
