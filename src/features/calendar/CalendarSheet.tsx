import type { Ref } from "react";
import { PrintDocument } from "../../components/print/PrintDocument";
import { formatDay, formatTime } from "../../lib/retreatTime";
import { adorationText, agendaOf, hoursText, type CalendarDay } from "./agenda";

/** The weekend on paper: each day's hours, adoration coverage and agenda. */
export function CalendarSheet({ days, ref }: { days: readonly CalendarDay[]; ref?: Ref<HTMLDivElement> }) {
  return (
    <PrintDocument ref={ref} title="Retreat Calendar">
      {days.map((day) => (
        <section key={day.date} className="keep-together">
          <h2>
            {formatDay(day.date)} · {hoursText(day)}
          </h2>
          <p>{adorationText(day.adoration)}</p>
          <table>
            <thead>
              <tr>
                <th>Time</th>
                <th>What</th>
                <th>Where</th>
                <th>Details</th>
              </tr>
            </thead>
            <tbody>
              {agendaOf(day).map((item) => (
                <tr key={item.id}>
                  <td>
                    {formatTime(item.start)} – {formatTime(item.end)}
                  </td>
                  <td>{item.title}</td>
                  <td>{item.place ?? ""}</td>
                  <td>{item.detail}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </PrintDocument>
  );
}
