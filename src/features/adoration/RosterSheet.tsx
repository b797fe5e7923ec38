import type { Ref } from "react";
import { PrintDocument } from "../../components/print/PrintDocument";
import { formatHourRange, groupByDay } from "../../lib/adorationTime";
import { formatDayIn } from "../../lib/retreatTime";
import { formatPhone } from "../../lib/format";
import type { AdminHour } from "./useAdorationAdmin";
import { adorationNs } from "../../i18n/namespaces/adoration";
import { useT } from "../../i18n/useT";

const ROSTER_CSS = `
.adoration-roster td.hour { white-space: nowrap; width: 1.9in; }
.adoration-roster td.blocked { color: #666; font-style: italic; }
.adoration-roster td.open { color: #a00; font-weight: 700; }
`;

/** The roster for the chapel door: one Letter page per day, each hour with its adorers and phones. */
export function RosterSheet({ hours, ref }: { hours: readonly AdminHour[]; ref?: Ref<HTMLDivElement> }) {
  const t = useT(adorationNs);
  return (
    <PrintDocument ref={ref} title={t("roster.title")} largeType>
      <style>{ROSTER_CSS}</style>
      <div className="adoration-roster">
        {groupByDay(hours).map(({ day, items }, index) => (
          <section key={day} className={index === 0 ? "roster-day" : "roster-day page-break"}>
            <h2>{formatDayIn(t.language, day)}</h2>
            <table>
              <thead>
                <tr>
                  <th>{t("roster.hour")}</th>
                  <th>{t("roster.adorers")}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((hour) => (
                  <tr key={hour._id}>
                    <td className="hour">{formatHourRange(hour.start, hour.end, t.language)}</td>
                    {hour.is_blocked ? (
                      <td className="blocked">{t("roster.blocked")}</td>
                    ) : hour.holders.length === 0 ? (
                      <td className="open">{t("roster.open")}</td>
                    ) : (
                      <td>{hour.holders.map((holder) => (holder.phone ? `${holder.name} (${formatPhone(holder.phone)})` : holder.name)).join(", ")}</td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ))}
      </div>
    </PrintDocument>
  );
}
