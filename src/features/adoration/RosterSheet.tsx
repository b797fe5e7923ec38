import type { Ref } from "react";
import { PrintDocument } from "../../components/print/PrintDocument";
import { formatHourRange, groupByDay } from "../../lib/adorationTime";
import { formatDay } from "../../lib/retreatTime";
import { formatPhone } from "../../lib/format";
import type { AdminHour } from "./useAdorationAdmin";

const ROSTER_CSS = `
.adoration-roster td.hour { white-space: nowrap; width: 1.9in; }
.adoration-roster td.blocked { color: #666; font-style: italic; }
.adoration-roster td.open { color: #a00; font-weight: 700; }
`;

/** The roster for the chapel door: one Letter page per day, each hour with its adorers and phones. */
export function RosterSheet({ hours, ref }: { hours: readonly AdminHour[]; ref?: Ref<HTMLDivElement> }) {
  return (
    <PrintDocument ref={ref} title="Adoration Roster" largeType>
      <style>{ROSTER_CSS}</style>
      <div className="adoration-roster">
        {groupByDay(hours).map(({ day, items }, index) => (
          <section key={day} className={index === 0 ? "roster-day" : "roster-day page-break"}>
            <h2>{formatDay(day)}</h2>
            <table>
              <thead>
                <tr>
                  <th>Hour</th>
                  <th>Adorers</th>
                </tr>
              </thead>
              <tbody>
                {items.map((hour) => (
                  <tr key={hour._id}>
                    <td className="hour">{formatHourRange(hour.start, hour.end)}</td>
                    {hour.is_blocked ? (
                      <td className="blocked">Blocked</td>
                    ) : hour.holders.length === 0 ? (
                      <td className="open">Needs an adorer</td>
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
