import type { Ref } from "react";
import { sanitizeRichText } from "../../../convex/shared/richText";
import { PrintDocument } from "../../components/print/PrintDocument";
import { KIND_KEYS, type Prayer } from "./types";
import { prayersNs } from "../../i18n/namespaces/prayers";
import { useT } from "../../i18n/useT";

const PRAYER_CSS = `
.prayer { margin-bottom: 0.3in; }
.prayer .kind { font-size: 0.8em; color: #555; text-transform: uppercase; letter-spacing: 0.1em; }
.prayer p { margin: 0 0 0.08in; }
`;

/** The prayers and intentions in order, for the chapel; large type reads at a distance. */
export function PrayerSheet({ prayers, largeType, ref }: { prayers: readonly Prayer[]; largeType: boolean; ref?: Ref<HTMLDivElement> }) {
  const t = useT(prayersNs);
  return (
    <PrintDocument ref={ref} title={t("sheet.title")} largeType={largeType}>
      <style>{PRAYER_CSS}</style>
      {prayers.map((prayer) => (
        <section key={prayer._id} className="prayer keep-together">
          <div className="kind">{t(KIND_KEYS[prayer.kind])}</div>
          <h2>{prayer.title}</h2>
          <div dangerouslySetInnerHTML={{ __html: sanitizeRichText(prayer.body) }} />
        </section>
      ))}
    </PrintDocument>
  );
}
