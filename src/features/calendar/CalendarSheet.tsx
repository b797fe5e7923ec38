import type { Ref } from "react";
import { PrintDocument } from "../../components/print/PrintDocument";
import { formatDayIn, formatTimeIn } from "../../lib/retreatTime";
import { adorationText, agendaOf, hoursText, type CalendarDay } from "./agenda";
import { calendarNs } from "../../i18n/namespaces/calendar";
import { useT } from "../../i18n/useT";

/** The weekend on paper: each day's hours, adoration coverage and agenda. */
export function CalendarSheet({ days, ref }: { days: readonly CalendarDay[]; ref?: Ref<HTMLDivElement> }) {
  const t = useT(calendarNs);
  return (
    <PrintDocument ref={ref} title={t("sheet.title")}>
      {days.map((day) => (
        <section key={day.date} className="keep-together">
          <h2>
            {formatDayIn(t.language, day.date)} · {hoursText(day, t)}
          </h2>
          <p>{adorationText(day.adoration, t)}</p>
          <table>
            <thead>
              <tr>
                <th>{t("sheet.time")}</th>
                <th>{t("sheet.what")}</th>
                <th>{t("sheet.where")}</th>
                <th>{t("sheet.details")}</th>
              </tr>
            </thead>
            <tbody>
              {agendaOf(day, t).map((item) => (
                <tr key={item.id}>
                  <td>
                    {formatTimeIn(t.language, item.start)} – {formatTimeIn(t.language, item.end)}
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
